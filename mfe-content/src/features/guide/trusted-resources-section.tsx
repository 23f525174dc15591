import { Tabs } from '@gentlebowl/ui';
import { ContentSection } from '../../shared/content-section';
import { ResourceLinks } from '../../shared/resource-links';
import { DEFAULT_RESOURCE_CATEGORY, resourceCategories, resourcesInCategory, trustedResources } from './trusted-resources';

/** Guide section 9: outside organisations worth knowing, two at a time by category. */
export function TrustedResourcesSection() {
  return (
    <ContentSection
      title="Trusted External Resources"
      lead="Independent veterinary, scientific and regulatory organisations whose information is worth your time, by topic."
    >
      <Tabs
        label="Resource categories"
        idPrefix="guide-resources"
        defaultValue={DEFAULT_RESOURCE_CATEGORY}
        items={resourceCategories.map((category) => ({
          id: category.id,
          label: category.label,
          content: (
            <ResourceLinks
              links={resourcesInCategory(trustedResources, category.id).map(({ name, url, description }) => ({
                label: name,
                href: url,
                description,
              }))}
            />
          ),
        }))}
      />
    </ContentSection>
  );
}
