import styled from '@emotion/styled';
import { Breadcrumbs, JsonLd, PageMeta, useRuntimeConfig } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { ExpertInsightsSection } from '../features/guide/expert-insights-section';
import { guideArticleJsonLd } from '../features/guide/guide-article-json-ld';
import { GuideClosingSection } from '../features/guide/guide-closing-section';
import { GuideFaqSection } from '../features/guide/guide-faq-section';
import { GuideHero } from '../features/guide/guide-hero';
import { HomemadeRecipesSection } from '../features/guide/homemade-recipes-section';
import { IngredientsSection } from '../features/guide/ingredients-section';
import { RecommendedFoodsSection } from '../features/guide/recommended-foods-section';
import { RelatedArticlesSection } from '../features/guide/related-articles-section';
import { SymptomsSection } from '../features/guide/symptoms-section';
import { TransitionScheduleSection } from '../features/guide/transition-schedule-section';
import { TrustedResourcesSection } from '../features/guide/trusted-resources-section';
import { ContentPage } from '../shared/content-page';

const TITLE = 'Sensitive Stomach Guide for Dogs';
const DESCRIPTION =
  'How to feed a dog with a sensitive stomach: the signs, when to see a vet, recommended foods, two simple homemade meals, a gentle transition schedule with a calculator, and which ingredients to look for or avoid.';

/** The guide's picture for share previews and its Article structured data. */
const GUIDE_IMAGE = '/api/media/guides/sensitive-stomach-guide.svg';

const Layout = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(12),
  marginTop: theme.space(6),
}));

/** The sensitive stomach guide (spec "Sensitive stomach guide /sensitive-stomach-guide"), its
 * eleven sections in the spec's order. */
export default function SensitiveStomachGuidePage() {
  const { siteOrigin, brandName } = useRuntimeConfig();
  return (
    <ContentPage>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        keywords="sensitive stomach dog guide, dog sensitive stomach, best dog food for sensitive stomach, dog diarrhea, dog vomiting, switching dog food, homemade food for dogs with sensitive stomachs"
        canonical={routeHref('sensitive-stomach-guide')}
        ogType="article"
        ogImage={GUIDE_IMAGE}
      />
      <JsonLd data={guideArticleJsonLd({ headline: TITLE, description: DESCRIPTION, imageUrl: GUIDE_IMAGE }, { siteOrigin, brandName })} />
      <Breadcrumbs items={breadcrumbTrail('sensitive-stomach-guide')} />
      <Layout>
        <GuideHero />
        <SymptomsSection />
        <RecommendedFoodsSection />
        <HomemadeRecipesSection />
        <GuideFaqSection />
        <TransitionScheduleSection />
        <IngredientsSection />
        <ExpertInsightsSection />
        <TrustedResourcesSection />
        <RelatedArticlesSection />
        <GuideClosingSection />
      </Layout>
    </ContentPage>
  );
}

export { loadBlogPostList as loader } from '../shared/content-api';
