import { PageFrame } from '@gentlebowl/ui';
import type { ReactNode } from 'react';

/** Every page this remote exposes renders inside this wrapper: it marks which build of the
 * content remote produced the page (operators and the deployment test read it). */
export function ContentPage({ children }: { children: ReactNode }) {
  return (
    <PageFrame data-remote="mfe-content" data-build={__BUILD_ID__}>
      {children}
    </PageFrame>
  );
}
