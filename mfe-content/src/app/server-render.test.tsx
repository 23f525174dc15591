/** @jest-environment node */
import { describeServerRendering, jsonReply } from '@gentlebowl/platform/testing';
import { contentRoutes } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { blogPost, blogPostSummary } from '../testing/blog-post-fixtures';
import { exampleStories } from '../testing/owner-story-fixtures';

const slug = 'best-dog-food-for-diarrhea';

// Every page this remote declares renders in Node, as the shell's server will render it.
describeServerRendering(contentRoutes, {
  theme: appTheme,
  remote: 'mfe-content',
  loadPage: (module) => import(`./exposed/${module.slice(2)}`),
  sampleParams: { slug },
  api: (path) => {
    if (path === '/api/blog-posts') return jsonReply([blogPostSummary({ slug })]);
    if (path === `/api/blog-posts/${slug}`) return jsonReply(blogPost({ slug }));
    if (path === '/api/owner-stories') return jsonReply(exampleStories());
    return undefined;
  },
});
