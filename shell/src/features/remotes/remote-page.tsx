import styled from '@emotion/styled';
import { formatPageTitle, PageActionDataProvider, useRuntimeConfig } from '@gentlebowl/platform';
import type { PageRoute } from '@gentlebowl/routes';
import { PageFrame, PageHeader, PageLead, PageTitle, Skeleton, SkeletonText } from '@gentlebowl/ui';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from '@gentlebowl/router';
import { BrowserOnlyPage } from './browser-only-page';
import { loadRemotePage } from './federation';
import { usePreloadedPages } from './preloaded-pages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

/** The remotes' pages share this frame: breadcrumbs, then the page header, then the body. */
const LoadingFrame = styled(PageFrame)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

const BreadcrumbsPlaceholder = styled(SkeletonText)({ width: '12rem', fontSize: '0.875rem' });

/** The tab's title while the page cannot give its own (its code is loading, or its remote is
 * unavailable): the page's name in the route catalogue, so the tab and the history entry are not
 * left blank. The page's own title replaces it once the page renders. */
function RouteTitle({ route }: { route: PageRoute }) {
  const { brandName } = useRuntimeConfig();
  return <title>{formatPageTitle(route.title, brandName)}</title>;
}

/** Roughly a page while its code loads: the header's lines take the real title's and lead's type. */
function PageLoading({ route }: { route: PageRoute }) {
  return (
    <LoadingFrame aria-busy="true" aria-label="Loading page">
      <RouteTitle route={route} />
      <BreadcrumbsPlaceholder lines={1} />
      <PageHeader as="div">
        <PageTitle as="div">
          <SkeletonText lines={1} />
        </PageTitle>
        <PageLead as="div">
          <SkeletonText lines={2} />
        </PageLead>
      </PageHeader>
      <Skeleton height="28rem" />
    </LoadingFrame>
  );
}

/** On the server, a page whose code is not loaded: the boundary above sends its loading frame. */
function LeftToBrowser({ routeId }: { routeId: string }): never {
  throw new BrowserOnlyPage(routeId);
}

/** Renders the page a remote exposes for a route, inside the shell's own React tree (so the
 * store, router and theme reach it), with loading, failure and retry handled here once. A page
 * loaded before rendering (server rendering, hydration) renders at once; on the server, a page that
 * could not be loaded is handed to the browser (its loading frame is sent instead). */
export function RemotePage({ route }: { route: PageRoute }) {
  const [attempt, setAttempt] = useState(0);
  const preloaded = usePreloadedPages();
  const preloadedPage = attempt === 0 ? preloaded.modules.get(route.id)?.default : undefined;
  // A new lazy component per attempt, so "Try again" really loads the remote again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to recreate it
  const Page = useMemo<ComponentType | undefined>(
    () => preloadedPage ?? (preloaded.onServer ? undefined : lazy(() => loadRemotePage(route))),
    [route, attempt, preloadedPage, preloaded.onServer],
  );
  const retry = () => setAttempt((value) => value + 1);
  // A refused submission's answer belongs to the page the server rendered with it: the address the
  // visit started at (react-router's first location is keyed 'default'), never a later one.
  const { key } = useLocation();
  const actionData = preloaded.actionData?.routeId === route.id && key === 'default' ? preloaded.actionData.data : undefined;

  return (
    <RemoteErrorBoundary
      key={`${route.path}:${attempt}`}
      remote={route.remote}
      onRetry={retry}
      fallback={(reset) => (
        <>
          <RouteTitle route={route} />
          <RemoteUnavailable onRetry={reset} />
        </>
      )}
    >
      <Suspense fallback={<PageLoading route={route} />}>
        <PageActionDataProvider value={actionData}>{Page ? <Page /> : <LeftToBrowser routeId={route.id} />}</PageActionDataProvider>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
