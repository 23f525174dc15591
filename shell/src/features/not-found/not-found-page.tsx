import { notFoundMessages } from '@gentlebowl/contracts';
import { NotFoundView, PageMeta } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';

export function NotFoundPage() {
  return (
    <>
      <PageMeta title={notFoundMessages.title} description={notFoundMessages.text} />
      <meta name="robots" content="noindex" />
      <NotFoundView homeHref={routeHref('home')} />
    </>
  );
}
