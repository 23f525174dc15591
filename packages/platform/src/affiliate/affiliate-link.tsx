import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { AFFILIATE_LINK_REL } from './affiliate-url';

export interface AffiliateLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  retailer?: string;
  productId?: string | number;
}

/**
 * A disclosed, paid outbound link: opens in a new tab and records the click as one structured log
 * line (spec: clicking a buy link only writes a log line; no network call).
 */
export function AffiliateLink({ href, retailer, productId, onClick, children, ...anchorProps }: AffiliateLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    console.info('affiliate_click', { href, retailer, productId });
    onClick?.(event);
  };

  return (
    <a {...anchorProps} href={href} target="_blank" rel={AFFILIATE_LINK_REL} onClick={handleClick}>
      {children}
    </a>
  );
}
