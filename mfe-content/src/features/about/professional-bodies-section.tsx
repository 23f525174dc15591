import { ContentSection } from '../../shared/content-section';
import { ResourceLinks } from '../../shared/resource-links';
import { professionalBodies } from './about-content';

/** The professional bodies whose guidance we rely on; each opens in a new tab. */
export function ProfessionalBodiesSection() {
  return (
    <ContentSection
      title="Trusted Veterinary Organizations"
      lead="The professional bodies whose guidance we rely on. They are independent of us and do not endorse this site."
    >
      <ResourceLinks links={professionalBodies} newTab />
    </ContentSection>
  );
}
