import { Notice } from '@gentlebowl/ui';

/** Shown beside the guide's buy links (affiliate relationships are disclosed where the links are). */
export function GuideAffiliateDisclosure() {
  return (
    <Notice title="Affiliate disclosure">
      <p>
        The retailer links below are affiliate links: if you buy through one, we may earn a commission at no extra cost to
        you. As an Amazon Associate we earn from qualifying purchases. Commissions never decide which foods we recommend.
      </p>
    </Notice>
  );
}
