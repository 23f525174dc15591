import { Tabs, tabsInAddress } from '@gentlebowl/ui';
import { useLocation } from '@gentlebowl/router';
import { ContentSection } from '../../shared/content-section';
import { ResourceLinks } from '../../shared/resource-links';
import { DEFAULT_RESOURCE_CATEGORY, resourceCategories, resourcesInCategory, trustedResources } from './trusted-resources';

const SECTION_ID = 'trusted-resources';

/** Guide section 9: outside organizations worth knowing, two at a time by category. Each category is
 * a link to the guide with it open (`?tab=nutrition#trusted-resources`), which works before the scripts
 * arrive and without them. */
export function TrustedResourcesSection() {
  const { search } = useLocation();
  return (
    <ContentSection
      id={SECTION_ID}
      title="Trusted External Resources"
      lead="Independent veterinary, scientific and regulatory organizations whose information is worth your time, by topic."
    >
      <Tabs
        label="Resource categories"
        idPrefix="guide-resources"
        {...tabsInAddress(
          search,
          resourceCategories.map((category) => category.id),
          DEFAULT_RESOURCE_CATEGORY,
          SECTION_ID,
        )}
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
