import type { ComponentPropsWithoutRef } from 'react';

/**
 * Everything this remote renders into someone else's page sits inside this element: it tells
 * operators and the deployment tests which remote, and which build of it, produced the markup.
 */
export function ToolsRemoteRoot(props: ComponentPropsWithoutRef<'div'>) {
  return <div data-remote="mfe-tools" data-build={__BUILD_ID__} {...props} />;
}
