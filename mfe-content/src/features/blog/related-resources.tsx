import { routeHref } from '@gentlebowl/routes';
import { ContentSection } from '../../shared/content-section';
import { type ResourceLink, ResourceLinks } from '../../shared/resource-links';

const links: readonly ResourceLink[] = [
  {
    label: 'Food Selector',
    href: routeHref('food-selector'),
    description: "Answer three short steps about your dog's symptoms and get food suggestions to discuss with your vet.",
  },
  {
    label: 'Nutrition Tools',
    href: routeHref('tools'),
    description: 'Estimate daily calories and portions, and plan a gradual switch to a new food.',
  },
];

/** The post page's related-resources block (spec: Blog post): the food selector and the tools. */
export function RelatedResources() {
  return (
    <ContentSection title="Related Resources">
      <ResourceLinks links={links} />
    </ContentSection>
  );
}
