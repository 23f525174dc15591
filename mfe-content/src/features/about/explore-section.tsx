import { routeHref } from '@gentlebowl/routes';
import { ContentSection } from '../../shared/content-section';
import { type ResourceLink, ResourceLinks } from '../../shared/resource-links';

const exploreLinks: readonly ResourceLink[] = [
  {
    label: 'Food Selector',
    href: routeHref('food-selector'),
    description: "Foods matched to your dog's symptoms, allergies, age, size and budget, each with the reasons it was picked.",
  },
  {
    label: 'Nutrition Tools',
    href: routeHref('tools'),
    description: 'Work out daily calories and cups, and plan a gradual switch from one food to another.',
  },
  {
    label: 'Blog',
    href: routeHref('blog'),
    description: 'Guides on diarrhea, food allergies, limited-ingredient diets, probiotics and reading labels.',
  },
  {
    label: 'Contact Us',
    href: routeHref('contact'),
    description: 'A question, a correction or an idea for a guide: send us a message.',
  },
];

/** Where to go next: the tools, the blog and the contact page. */
export function ExploreSection() {
  return (
    <ContentSection title="Explore Our Resources">
      <ResourceLinks links={exploreLinks} />
    </ContentSection>
  );
}
