import styled from '@emotion/styled';
import { AffiliateLink, type AffiliateLinkProps } from '@gentlebowl/platform';
import { type ButtonStyleOptions, buttonStyles, VisuallyHidden } from '@gentlebowl/ui';

const styleProps = new Set(['variant', 'size', 'fullWidth']);

const StyledLink = styled(AffiliateLink, { shouldForwardProp: (prop) => !styleProps.has(prop) })<ButtonStyleOptions>(
  ({ theme, variant = 'accent', size, fullWidth }) => buttonStyles(theme, { variant, size, fullWidth }),
);

export type BuyLinkProps = AffiliateLinkProps & ButtonStyleOptions;

/**
 * A retailer link that looks like a button: a disclosed affiliate link (new tab, rel="sponsored
 * nofollow noopener", one log line per click) that tells screen reader users it opens a new tab.
 */
export function BuyLink({ children, ...props }: BuyLinkProps) {
  return (
    <StyledLink {...props}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </StyledLink>
  );
}
