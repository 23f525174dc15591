import { Skeleton, Container } from '@gentlebowl/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteRoute } from '../../app/route-table';
import { loadRemotePage } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

function PageLoading() {
  return (
    <Container aria-busy="true" aria-label="Loading page">
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton height="1rem" width="90%" />
      <Skeleton height="1rem" width="80%" />
      <Skeleton height="16rem" width="100%" />
    </Container>
  );
}

/** Renders the page a remote exposes for a route, inside the shell's own React tree (so the
 * store, router and theme reach it), with loading, failure and retry handled here once. */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so "Try again" really loads the remote again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to recreate it
  const Page = useMemo<ComponentType>(() => lazy(() => loadRemotePage(route)), [route, attempt]);
  const retry = () => setAttempt((value) => value + 1);

  return (
    <RemoteErrorBoundary
      key={`${route.path}:${attempt}`}
      remote={route.remote}
      onRetry={retry}
      fallback={(reset) => <RemoteUnavailable onRetry={reset} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
