import { notFoundMessages } from '@gentlebowl/contracts';
import { NotFoundView, PageMeta } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';

/**
 * The not-found view (spec section 2 "Not-found page"), shown when a product cannot be loaded or
 * does not exist; the shell's 404 page shows the same view.
 */
export function DogFoodNotFound() {
  return (
    <>
      <PageMeta title={notFoundMessages.title} description={notFoundMessages.text} noindex />
      <NotFoundView homeHref={routeHref('home')} />
    </>
  );
}
