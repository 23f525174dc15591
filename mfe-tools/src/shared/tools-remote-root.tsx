import type { ComponentPropsWithoutRef } from 'react';
import { PrintSectionStyles } from './print-section-styles';

/**
 * Everything this remote renders into someone else's page sits inside this element: it tells
 * operators and the deployment tests which remote, and which build of it, produced the markup. It
 * brings the remote's print stylesheet along.
 */
export function ToolsRemoteRoot({ children, ...props }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div data-remote="mfe-tools" data-build={__BUILD_ID__} {...props}>
      <PrintSectionStyles />
      {children}
    </div>
  );
}
