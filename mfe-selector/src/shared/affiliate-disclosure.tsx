import { Notice } from '@gentlebowl/ui';

/** Shown near the buy links (spec section 1: affiliate links are disclosed on the selector). */
export function AffiliateDisclosure({ className }: { className?: string }) {
  return (
    <Notice title="Affiliate disclosure" className={className}>
      <p>
        Buy links on this page are affiliate links: if you buy through one, we may earn a commission at no extra cost to
        you. As an Amazon Associate we earn from qualifying purchases. Commissions never decide which foods we recommend
        or how we rank them.
      </p>
    </Notice>
  );
}
