import { notFoundMessages } from '@gentlebowl/contracts';
import { NotFoundView, PageMeta } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';

/**
 * Shown when a post cannot be loaded or does not exist (spec: Blog post). It is the shell's 404 view
 * and asks search engines not to index the address.
 */
export function BlogPostNotFound() {
  return (
    <>
      <PageMeta title={notFoundMessages.title} description={notFoundMessages.text} noindex />
      <NotFoundView homeHref={routeHref('home')} />
    </>
  );
}
