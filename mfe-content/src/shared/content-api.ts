import {
  type BlogPost,
  type BlogPostSummary,
  type ContactRequestInput,
  type ContactResponse,
  type NewsletterRequest,
  type NewsletterResponse,
  OWNER_STORY_TOKEN_PARAMETER,
  type OwnerStoryDecisionRequest,
  type OwnerStoryDecisionResponse,
  type OwnerStoryRequest,
  type OwnerStoryResponse,
  type OwnerStoryReview,
  ownerStoryApiPaths,
  type ShownOwnerStory,
} from '@gentlebowl/contracts';
import { baseApi, FRESH_FOR_60_SECONDS, loadQuery, type PageLoader, refetchWhenOlderThan } from '@gentlebowl/platform';

/** The content remote's calls (spec section 7), added to the shell's one api; names carry the
 * remote's prefix. Pages read data only through these hooks, and their loaders (below) load it
 * through the same endpoints, so the server renders a page once with its data. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contentBlogPosts: build.query<BlogPostSummary[], void>({
      query: () => '/api/blog-posts',
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
    contentBlogPost: build.query<BlogPost, string>({
      query: (slug) => `/api/blog-posts/${encodeURIComponent(slug)}`,
      // The body is sanitized as it arrives, before the store holds it: a page the server rendered
      // hands the browser the clean post, and the sanitizer is loaded only where a post is fetched.
      transformResponse: async (post: BlogPost) => {
        const { sanitizePostBody } = await import('./sanitize-post-body');
        return { ...post, content: sanitizePostBody(post.content) };
      },
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
    contentNewsletterSubscribe: build.mutation<NewsletterResponse, NewsletterRequest>({
      query: (body) => ({ url: '/api/newsletter-subscribe', method: 'POST', body }),
    }),
    contentContact: build.mutation<ContactResponse, ContactRequestInput>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
    contentOwnerStories: build.query<ShownOwnerStory[], void>({
      query: () => ownerStoryApiPaths.stories,
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
    contentShareOwnerStory: build.mutation<OwnerStoryResponse, OwnerStoryRequest>({
      query: (body) => ({ url: ownerStoryApiPaths.stories, method: 'POST', body }),
    }),
    contentOwnerStoryReview: build.query<OwnerStoryReview, string>({
      query: (token) => `${ownerStoryApiPaths.review}?${new URLSearchParams({ [OWNER_STORY_TOKEN_PARAMETER]: token })}`,
    }),
    contentDecideOwnerStory: build.mutation<OwnerStoryDecisionResponse, OwnerStoryDecisionRequest>({
      query: (body) => ({ url: ownerStoryApiPaths.review, method: 'POST', body }),
    }),
  }),
});

export const {
  useContentBlogPostsQuery,
  useContentBlogPostQuery,
  useContentNewsletterSubscribeMutation,
  useContentContactMutation,
  useContentOwnerStoriesQuery,
  useContentShareOwnerStoryMutation,
  useContentOwnerStoryReviewQuery,
} = contentApi;

/** The loader of each page that shows the list of posts (home, blog, about, contact, the guide). */
export const loadBlogPostList: PageLoader = ({ store }) => loadQuery(store, contentApi.endpoints.contentBlogPosts, undefined);

/** The stories the home page shows (its section 'What Dog Owners Are Saying'). */
export const loadOwnerStories: PageLoader = ({ store }) => loadQuery(store, contentApi.endpoints.contentOwnerStories, undefined);

/** The loader of the page a review link opens: the story its token names. */
export const loadOwnerStoryReview: PageLoader = async ({ searchParams, store }) => {
  const token = searchParams.get(OWNER_STORY_TOKEN_PARAMETER);
  if (token) await loadQuery(store, contentApi.endpoints.contentOwnerStoryReview, token);
};

/** The loader of a post's page (/blog/:slug). */
export const loadBlogPost: PageLoader = async ({ params, store }) => {
  if (params.slug) await loadQuery(store, contentApi.endpoints.contentBlogPost, params.slug);
};
