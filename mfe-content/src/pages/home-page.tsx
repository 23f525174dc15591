import styled from '@emotion/styled';
import { type PageAction, type PageLoader, PageMeta } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { FoodSelectorCta } from '../features/home/food-selector-cta';
import { HomeFeatures } from '../features/home/home-features';
import { HomeHero } from '../features/home/home-hero';
import { HomeWelcome } from '../features/home/home-welcome';
import { LatestPosts } from '../features/home/latest-posts';
import { OwnerStories } from '../features/home/owner-stories';
import { SiteStructuredData } from '../features/home/site-structured-data';
import { ToolCards } from '../features/home/tool-cards';
import { newsletterAction } from '../features/newsletter/newsletter-action';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup';
import { shareStoryAction } from '../features/share-story/share-story-action';
import { SHARE_STORY_FORM_NAME } from '../features/share-story/share-story-form-values';
import { ShareStoryForm } from '../features/share-story/share-story-form';
import { loadBlogPostList, loadOwnerStories } from '../shared/content-api';
import { ContentPage } from '../shared/content-page';
import { FORM_NAME_FIELD } from '../shared/form-action-data';

/** The page's action: an owner's story or the newsletter sign-up, sent without scripts. The story
 * form names itself; the sign-up, which the blog list's box shares, is the rest. */
export const action: PageAction = (args) =>
  args.form.get(FORM_NAME_FIELD) === SHARE_STORY_FORM_NAME ? shareStoryAction(args) : newsletterAction(args);

/** What the page shows from the API: the latest posts and the owners' stories. */
export const loader: PageLoader = async (args) => {
  await Promise.all([loadBlogPostList(args), loadOwnerStories(args)]);
};

const Sections = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(20),
  [theme.breakpoints.mobile]: { gap: theme.space(14) },
}));

/**
 * The home page, / (spec "Home"): hero, features, welcome, food selector call to action, the latest
 * posts, tools, owners' stories with the invitation to share one, and the newsletter signup, in
 * that order. The spec's fifth block shows
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
        <OwnerStories>
          <ShareStoryForm />
        </OwnerStories>
        <NewsletterSignup />
      </Sections>
    </ContentPage>
  );
}
