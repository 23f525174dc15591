import type { PageRoute } from './page-route';

/** Pages owned by the content team (mfe-content). Each `module` is a key of the remote's `exposes`. */
export const contentRoutes = [
  {
    id: 'home',
    path: '/',
    title: 'Home',
    remote: 'mfe_content',
    module: './home-page',
    showsPosts: true,
    // The newsletter sign-up and an owner's story sent without scripts (mfe-content's
    // NEWSLETTER_SUBSCRIBED_PARAM and STORY_SENT_PARAM).
    query: ['subscribed', 'story-sent'],
  },
  {
    id: 'blog',
    path: '/blog',
    title: 'Blog',
    remote: 'mfe_content',
    module: './blog-page',
    parent: 'home',
    showsPosts: true,
    // The topic filter (mfe-content's TOPIC_QUERY_PARAM).
    query: ['topic', 'subscribed'],
  },
  {
    id: 'blog-post',
    path: '/blog/:slug',
    title: 'Blog post',
    remote: 'mfe_content',
    module: './blog-post-page',
    parent: 'blog',
    resource: '/api/blog-posts/:slug',
  },
  {
    id: 'about',
    path: '/about-us',
    title: 'About Us',
    remote: 'mfe_content',
    module: './about-page',
    parent: 'home',
    lastModified: '2025-11-20',
    showsPosts: true,
  },
  {
    id: 'contact',
    path: '/contact',
    title: 'Contact',
    remote: 'mfe_content',
    module: './contact-page',
    parent: 'home',
    lastModified: '2025-11-20',
    showsPosts: true,
    // A message sent without scripts (mfe-content's CONTACT_SENT_PARAM).
    query: ['sent'],
  },
  {
    id: 'sensitive-stomach-guide',
    path: '/sensitive-stomach-guide',
    title: 'Sensitive Stomach Guide',
    remote: 'mfe_content',
    module: './sensitive-stomach-guide-page',
    parent: 'dog-food-guides',
    published: '2026-11-23',
    lastModified: '2026-11-25',
    showsPosts: true,
    // The trusted resources' open category (`?tab=<id>`), so a category is a link the server answers.
    query: ['tab'],
  },
  {
    id: 'sensitive-stomach-faq',
    path: '/sensitive-stomach-faq',
    title: 'Sensitive Stomach FAQ',
    remote: 'mfe_content',
    module: './faq-page',
    parent: 'home',
    lastModified: '2025-11-20',
  },
  {
    id: 'homemade-recipes',
    path: '/homemade-recipes',
    title: 'Homemade Recipes',
    remote: 'mfe_content',
    module: './homemade-recipes-page',
    parent: 'home',
    lastModified: '2025-11-20',
    // The open tab (`?tab=<id>`), so a tab is a link the server answers.
    query: ['tab'],
  },
  {
    id: 'digestive-health-tips',
    path: '/digestive-health-tips',
    title: 'Digestive Health Tips',
    remote: 'mfe_content',
    module: './digestive-health-tips-page',
    parent: 'home',
    lastModified: '2025-11-20',
  },
  {
    id: 'dog-food-guides',
    path: '/dog-food-guides',
    title: 'Dog Food Guides',
    remote: 'mfe_content',
    module: './dog-food-guides-page',
    parent: 'home',
    lastModified: '2025-11-20',
    // The open tab (`?tab=<id>`), so a tab is a link the server answers.
    query: ['tab'],
  },
  {
    id: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    remote: 'mfe_content',
    module: './privacy-page',
    parent: 'home',
    lastModified: '2026-12-07',
  },
  {
    id: 'terms',
    path: '/terms',
    title: 'Terms of Service',
    remote: 'mfe_content',
    module: './terms-page',
    parent: 'home',
    lastModified: '2025-05-15',
  },
  {
    id: 'cookies',
    path: '/cookies',
    title: 'Cookie Policy',
    remote: 'mfe_content',
    module: './cookie-policy-page',
    parent: 'home',
    lastModified: '2026-12-07',
  },
  {
    id: 'accessibility',
    path: '/accessibility',
    title: 'Accessibility Statement',
    remote: 'mfe_content',
    module: './accessibility-page',
    parent: 'home',
    lastModified: '2025-05-17',
  },
  {
    id: 'sitemap',
    path: '/sitemap',
    title: 'Site Map',
    remote: 'mfe_content',
    module: './sitemap-page',
    parent: 'home',
    lastModified: '2025-11-20',
  },
  // The pages a newsletter mail's links open or end on: the confirmation and unsubscribe pages with
  // their buttons (NEWSLETTER_CONFIRM_PAGE_PATH and NEWSLETTER_UNSUBSCRIBE_PAGE_PATH), and the API's
  // redirect targets (newsletterOutcomePaths), all in @gentlebowl/contracts, checked by mfe-content's
  // tests.
  {
    id: 'newsletter-confirm',
    path: '/newsletter/confirm',
    title: 'Confirm Your Subscription',
    remote: 'mfe_content',
    module: './newsletter-confirm-page',
    parent: 'home',
    // The link's token (NEWSLETTER_TOKEN_PARAMETER in @gentlebowl/contracts, checked by mfe-content's
    // tests): the server renders the page's button for the sign-up it names.
    query: ['token'],
    // The token names one subscriber's sign-up.
    personal: ['token'],
    unlisted: true,
  },
  {
    id: 'newsletter-confirmed',
    path: '/newsletter/confirmed',
    title: 'Subscription Confirmed',
    remote: 'mfe_content',
    module: './newsletter-confirmed-page',
    parent: 'home',
    unlisted: true,
  },
  {
    id: 'newsletter-already-confirmed',
    path: '/newsletter/already-confirmed',
    title: 'Subscription Already Confirmed',
    remote: 'mfe_content',
    module: './newsletter-already-confirmed-page',
    parent: 'home',
    unlisted: true,
  },
  {
    id: 'newsletter-link-expired',
    path: '/newsletter/link-expired',
    title: 'Confirmation Link Expired',
    remote: 'mfe_content',
    module: './newsletter-link-expired-page',
    parent: 'home',
    unlisted: true,
  },
  {
    id: 'newsletter-invalid-link',
    path: '/newsletter/invalid-link',
    title: 'Invalid Newsletter Link',
    remote: 'mfe_content',
    module: './newsletter-invalid-link-page',
    parent: 'home',
    unlisted: true,
  },
  {
    id: 'newsletter-unsubscribe',
    path: '/newsletter/unsubscribe',
    title: 'Unsubscribe from the Newsletter',
    remote: 'mfe_content',
    module: './newsletter-unsubscribe-page',
    parent: 'home',
    // The link's token (NEWSLETTER_TOKEN_PARAMETER in @gentlebowl/contracts, checked by mfe-content's
    // tests): the server renders the page's button for the address it names.
    query: ['token'],
    // The token names one subscriber's sign-up.
    personal: ['token'],
    unlisted: true,
  },
  {
    id: 'newsletter-unsubscribed',
    path: '/newsletter/unsubscribed',
    title: 'Unsubscribed from the Newsletter',
    remote: 'mfe_content',
    module: './newsletter-unsubscribed-page',
    parent: 'home',
    unlisted: true,
  },
  // Where a review link of the editors' mail leads (OWNER_STORY_REVIEW_PAGE_PATH in
  // @gentlebowl/contracts, checked by mfe-content's tests): the story and the one button that
  // approves or rejects it, a form POST, since mail scanners open links.
  {
    id: 'owner-story-review',
    path: '/owner-stories/review',
    title: 'Review an Owner Story',
    remote: 'mfe_content',
    module: './owner-story-review-page',
    parent: 'home',
    // The link's token (OWNER_STORY_TOKEN_PARAMETER), and the decision carried out
    // (mfe-content's DECIDED_PARAM).
    query: ['token', 'decided'],
    // The page shows the story as its owner typed it, not yet published, with their first name and town.
    personal: ['token'],
    unlisted: true,
  },
] as const satisfies readonly PageRoute[];
