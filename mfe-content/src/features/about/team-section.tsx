import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import { CardGrid, CardGridItem } from '../../shared/card-grid';
import { ContentSection } from '../../shared/content-section';
import { teamRoles } from './about-content';
import { AboutProse } from './about-prose';

const Role = styled(CardGridItem)(({ theme }) => ({
  h3: { margin: 0, fontSize: theme.fontSizes.lg, fontFamily: theme.fonts.heading },
  p: { margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 },
}));

/** Who makes the site, by role and review step; we name no experts we do not have. */
export function TeamSection() {
  return (
    <ContentSection
      title="Our Team and How We Check Our Work"
      lead="A small editorial team writes the site. No veterinarian is named as our reviewer, so we call nothing vet-reviewed: what we say about health and nutrition follows the published veterinary sources below."
    >
      <CardGrid>
        {teamRoles.map(({ role, description }) => (
          <Role key={role}>
            <h3>{role}</h3>
            <p>{description}</p>
          </Role>
        ))}
      </CardGrid>
      <AboutProse>
        <p>
          Spotted something wrong or out of date? <Link to={routeHref('contact')}>Tell us</Link> and we will check it
          against our sources.
        </p>
      </AboutProse>
    </ContentSection>
  );
}
