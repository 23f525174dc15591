import styled from '@emotion/styled';
import { type ButtonStyleOptions, buttonStyles } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';

/**
 * A link that looks like a button: for an action that is a page of its own ('Try Different Options'
 * goes to the wizard's first step with the answers kept; 'Remove' on the comparison goes to the
 * comparison without that food), so it works before the scripts arrive and without them.
 */
export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size' })<
  Pick<ButtonStyleOptions, 'variant' | 'size'>
>(({ theme, variant, size }) => buttonStyles(theme, { variant, size }));
