import styled from '@emotion/styled';
import { Container } from '@gentlebowl/ui';
import type { ReactNode } from 'react';

const Page = styled(Container)(({ theme }) => ({
  paddingTop: theme.space(8),
  paddingBottom: theme.space(8),
}));

/** Every page this remote exposes renders inside this wrapper: it marks which build of the
 * content remote produced the page (operators and the deployment test read it). */
export function ContentPage({ children }: { children: ReactNode }) {
  return (
    <Page data-remote="mfe-content" data-build={__BUILD_ID__}>
      {children}
    </Page>
  );
}
