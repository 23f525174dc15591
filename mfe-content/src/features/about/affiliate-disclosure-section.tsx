import { useRuntimeConfig } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import { ContentSection } from '../../shared/content-section';
import { AboutProse } from './about-prose';

/** Spec section 1: affiliate links are disclosed on the About page (wording per the affiliate rules). */
export function AffiliateDisclosureSection() {
  const { brandName } = useRuntimeConfig();
  return (
    <ContentSection title="Affiliate Disclosure">
      <AboutProse>
        <p>
          {brandName} is reader-supported. Many product links on this site are affiliate links to retailers such as
          Amazon and Chewy: if you buy through one, we may earn a commission, at no extra cost to you.
        </p>
        <p>As an Amazon Associate we earn from qualifying purchases.</p>
        <p>
          Commissions never decide which foods the Food Selector shows or how it ranks them. No brand or retailer can pay
          for a place in our recommendations or a favorable review.
        </p>
        <p>
          A star rating on this site is a retailer's customer rating, shown with the number of reviews, the retailer and
          the day we saw it; we show no Amazon customer ratings and give no stars of our own. Each price says which
          retailer it was seen at and on which day, or that it is our estimate, and the retailer's price when you buy is
          the one that applies.
        </p>
        <p>
          The full details are in our <Link to={routeHref('terms')}>Terms of Service</Link>.
        </p>
      </AboutProse>
    </ContentSection>
  );
}
