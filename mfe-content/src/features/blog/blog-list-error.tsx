import styled from '@emotion/styled';
import { Alert, Button } from '@gentlebowl/ui';

const Actions = styled.p(({ theme }) => ({ marginTop: theme.space(3) }));

/** Shown when the posts could not be loaded: what happened and a way to try again. */
export function BlogListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert title="The articles could not be loaded">
      <p>Please check your connection and try again.</p>
      <Actions>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </Actions>
    </Alert>
  );
}
