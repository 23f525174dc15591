import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta, useRuntimeConfig } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { AboutArticlesSection } from '../features/about/about-articles-section';
import { AffiliateDisclosureSection } from '../features/about/affiliate-disclosure-section';
import { ExploreSection } from '../features/about/explore-section';
import { MethodologySection } from '../features/about/methodology-section';
import { MissionSection } from '../features/about/mission-section';
import { ProfessionalBodiesSection } from '../features/about/professional-bodies-section';
import { TeamSection } from '../features/about/team-section';
import { ValuesSection } from '../features/about/values-section';
import { ContentPage } from '../shared/content-page';

const Stack = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(12),
  [theme.breakpoints.mobile]: { gap: theme.space(10) },
}));

const Top = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(8) }));

/**
 * The /about-us page (spec "About"): mission, team, methodology, values, links to the tools, blog
 * and contact page, three articles, professional bodies and the affiliate disclosure.
 */
export default function AboutPage() {
  const { brandName } = useRuntimeConfig();
  return (
    <ContentPage>
      <PageMeta
        title="About Us"
        description="Who we are, how we check our content against veterinary references, exactly how the Food Selector ranks dog foods for sensitive stomachs, and how the site is funded."
        keywords="about us, dog food for sensitive stomachs, food selector method, where our figures come from, affiliate disclosure"
        canonical={routeHref('about')}
      />
      <Stack>
        <Top>
          <Breadcrumbs items={breadcrumbTrail('about')} />
          <PageHeader>
            <PageTitle>About {brandName}</PageTitle>
            <PageLead>
              Honest, clearly explained help for owners of dogs with sensitive stomachs: what to feed, how to switch, and
              when to see the vet.
            </PageLead>
          </PageHeader>
        </Top>
        <MissionSection />
        <TeamSection />
        <MethodologySection />
        <ValuesSection />
        <ExploreSection />
        <AboutArticlesSection />
        <ProfessionalBodiesSection />
        <AffiliateDisclosureSection />
      </Stack>
    </ContentPage>
  );
}

export { loadBlogPostList as loader } from '../shared/content-api';
