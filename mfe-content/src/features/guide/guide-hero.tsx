import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { buttonStyles, Notice, PageLead, PageTitle } from '@gentlebowl/ui';
import { useId } from 'react';
import { Link } from '@gentlebowl/router';

const Hero = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  padding: theme.space(10),
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surfaceMuted,
  [theme.breakpoints.mobile]: { padding: `${theme.space(8)} ${theme.space(5)}` },
}));

const Text = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  maxWidth: '48rem',
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }));

const PrimaryAction = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'accent', size: 'lg' }));
const SecondaryAction = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'outline', size: 'lg' }));

const VetNote = styled(Notice)({ maxWidth: '48rem' });

/** Guide section 1: the title, what the guide covers, and the reminder that it does not replace a vet. */
export function GuideHero() {
  const headingId = useId();
  return (
    <Hero aria-labelledby={headingId}>
      <Text>
        <PageTitle id={headingId}>The Sensitive Stomach Guide for Dogs</PageTitle>
        <PageLead>
          Loose stools, vomiting, gas or a picky appetite can have many causes. This guide covers the signs to watch, when
          a vet visit cannot wait, which foods and ingredients tend to be gentle, and how to switch food without setting
          off another upset.
        </PageLead>
      </Text>
      <Actions>
        <PrimaryAction to={routeHref('food-selector')}>Find a Food for Your Dog</PrimaryAction>
        <SecondaryAction to={routeHref('sensitive-stomach-faq')}>Read the FAQ</SecondaryAction>
      </Actions>
      <VetNote variant="warning" title="General information, not veterinary advice">
        <p>
          Digestive signs can come from parasites, infections, pancreatitis, swallowed objects and other illnesses, not only
          from food. Ask your veterinarian before making big changes to your dog's diet.
        </p>
      </VetNote>
    </Hero>
  );
}
