import type { ComponentPropsWithoutRef } from 'react';

/**
 * Everything this remote renders into the shell's page sits inside this element: it tells
 * operators and the deployment tests which remote, and which build of it, produced the markup.
 */
export function SelectorRemoteRoot(props: ComponentPropsWithoutRef<'div'>) {
  return <div data-remote="mfe-selector" data-build={__BUILD_ID__} {...props} />;
}
