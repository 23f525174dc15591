import styled from '@emotion/styled';
import { type ButtonVariant, buttonStyles } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';

/**
 * 'Try Different Options' and 'Back to the Food Selector': a link to the wizard's first step with
 * the answers kept (spec: reset to step 1, clear results), so it works before the scripts arrive and
 * without them; it looks like the button it was.
 */
export const ResetLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: ButtonVariant }>(
  ({ theme, variant }) => buttonStyles(theme, { variant }),
);
