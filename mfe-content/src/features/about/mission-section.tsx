import { ContentSection } from '../../shared/content-section';
import { missionParagraphs } from './about-content';
import { AboutProse } from './about-prose';

export function MissionSection() {
  return (
    <ContentSection title="Our Mission">
      <AboutProse>
        {missionParagraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </AboutProse>
    </ContentSection>
  );
}
