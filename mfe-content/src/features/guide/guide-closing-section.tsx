import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { buttonStyles } from '@gentlebowl/ui';
import { useId } from 'react';
import { Link } from '@gentlebowl/router';

const Band = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
  padding: `${theme.space(10)} ${theme.space(12)}`,
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surfaceMuted,
  border: `1px solid ${theme.colors.border}`,
  [theme.breakpoints.mobile]: { padding: `${theme.space(8)} ${theme.space(5)}` },
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['2xl'],
  lineHeight: 1.3,
}));

const Quote = styled.figure(({ theme }) => ({
  margin: 0,
  maxWidth: '48rem',
  paddingInlineStart: theme.space(5),
  borderInlineStart: `4px solid ${theme.colors.primary}`,
  '& blockquote': {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes.xl,
    lineHeight: 1.5,
  },
  '& blockquote p': { margin: 0 },
  '& figcaption': { marginTop: theme.space(3), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
}));

const Body = styled.p({ margin: 0, maxWidth: '48rem' });

const Action = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'accent', size: 'lg' }), { alignSelf: 'flex-start' });

/** Guide section 11: the guide in one sentence, and the way on to the food selector. */
export function GuideClosingSection() {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Heading id={headingId}>Ready to Find a Gentler Food?</Heading>
      <Quote>
        <blockquote>
          <p>
            “Most dogs with a sensitive stomach do best on one consistent, highly digestible food, introduced slowly and
            changed rarely. When the signs keep coming back, the next step is a diagnosis, not another bag of food.”
          </p>
        </blockquote>
        <figcaption>
          Our editors' summary of the veterinary guidance in this guide, from references such as the Merck Veterinary
          Manual and the WSAVA Global Nutrition Guidelines
        </figcaption>
      </Quote>
      <Body>
        Answer three short questions about your dog, its symptoms and what you would like to feed, and get a shortlist of
        foods with the reasons behind each pick, ready to talk through with your vet.
      </Body>
      <Action to={routeHref('food-selector')}>Try the Food Selector</Action>
    </Band>
  );
}
