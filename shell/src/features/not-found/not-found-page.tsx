import { NotFoundView } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { PageFrame } from '@gentlebowl/ui';

/** Any address no route owns (spec section 2 "Not-found page"), in the frame every page body has. */
export function NotFoundPage() {
  return (
    <PageFrame>
      <NotFoundView homeHref={routeHref('home')} />
    </PageFrame>
  );
}
