import styled from '@emotion/styled';
import { PageMeta } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { FoodSelectorCta } from '../features/home/food-selector-cta';
import { HomeFeatures } from '../features/home/home-features';
import { HomeHero } from '../features/home/home-hero';
import { HomeWelcome } from '../features/home/home-welcome';
import { LatestPosts } from '../features/home/latest-posts';
import { SiteStructuredData } from '../features/home/site-structured-data';
import { Testimonials } from '../features/home/testimonials';
import { ToolCards } from '../features/home/tool-cards';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup';
import { ContentPage } from '../shared/content-page';

/** The page's action: its newsletter sign-up sent without scripts. */
export { newsletterAction as action } from '../features/newsletter/newsletter-action';

const Sections = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(20),
  [theme.breakpoints.mobile]: { gap: theme.space(14) },
}));

/**
 * The home page, / (spec "Home"): hero, features, welcome, food selector call to action, the latest
 * posts, tools, testimonials and the newsletter signup, in that order. The spec's fifth block shows
 * no content, so the page has none in its place.
 */
export default function HomePage() {
  return (
    <ContentPage>
      <PageMeta
        title="Dog Food for Sensitive Stomachs: Guides, Tools and Food Selector"
        description="Help for dogs with sensitive stomachs: a food selector matched to symptoms and allergies, honest dog food reviews, feeding calculators, recipes and guides on when to see a vet."
        keywords="dog food for sensitive stomachs, best dog food for sensitive stomach, dog diarrhea diet, hypoallergenic dog food, switching dog food, dog food calculator"
        canonical={routeHref('home')}
      />
      <SiteStructuredData />
      <Sections>
        <HomeHero />
        <HomeFeatures />
        <HomeWelcome />
        <FoodSelectorCta />
        <LatestPosts />
        <ToolCards />
        <Testimonials />
        <NewsletterSignup />
      </Sections>
    </ContentPage>
  );
}

export { loadBlogPostList as loader } from '../shared/content-api';
