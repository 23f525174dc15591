import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { buttonStyles } from '@gentlebowl/ui';
import { useId } from 'react';
import { Link } from '@gentlebowl/router';

const HERO_IMAGE = { src: '/api/media/stock/happy-dog.svg', width: 600, height: 600 } as const;

const Hero = styled.section(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'center',
  gap: theme.space(10),
  padding: theme.space(12),
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surfaceMuted,
  [theme.breakpoints.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space(6),
    padding: `${theme.space(8)} ${theme.space(5)}`,
  },
}));

const Text = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
}));

const Headline = styled.h1(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['5xl'],
  lineHeight: 1.1,
  color: theme.colors.text,
  [theme.breakpoints.mobile]: { fontSize: theme.fontSizes['3xl'] },
}));

const Lead = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.6,
  color: theme.colors.textMuted,
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(3),
  marginTop: theme.space(2),
}));

const PrimaryAction = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'accent', size: 'lg' }));
const SecondaryAction = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'outline', size: 'lg' }));

/** Above the fold, so it is requested at once and its box is reserved by width and height. */
const Illustration = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  maxWidth: '420px',
  height: 'auto',
  aspectRatio: `${HERO_IMAGE.width} / ${HERO_IMAGE.height}`,
  justifySelf: 'center',
  borderRadius: '50%',
  [theme.breakpoints.mobile]: { maxWidth: '240px' },
}));

/** Home section 1: the headline and the two ways in, the food selector and the articles. */
export function HomeHero() {
  const headingId = useId();
  return (
    <Hero aria-labelledby={headingId}>
      <Text>
        <Headline id={headingId}>Dog Food for Sensitive Stomachs, Made Simpler</Headline>
        <Lead>
          Diarrhea, vomiting, gas or itchy skin after meals? Find foods that suit your dog's symptoms, allergies and
          your budget, and learn what to feed, how to switch gently and when it is time to call your vet.
        </Lead>
        <Actions>
          <PrimaryAction to={routeHref('food-selector')}>Try the Food Selector</PrimaryAction>
          <SecondaryAction to={routeHref('blog')}>Read Articles</SecondaryAction>
        </Actions>
      </Text>
      <Illustration
        src={HERO_IMAGE.src}
        width={HERO_IMAGE.width}
        height={HERO_IMAGE.height}
        alt=""
        fetchPriority="high"
        decoding="async"
      />
    </Hero>
  );
}
