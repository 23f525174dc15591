import styled from '@emotion/styled';
import { Card } from '@gentlebowl/ui';
import { ContentIcon, type ContentIconName } from '../../shared/content-icon';
import { ThreeUpGrid } from '../../shared/three-up-grid';
import { HomeSection } from './home-section';

interface FeatureCard {
  /** The site's own line icons, not emoji, so the cards look the same whatever fonts a device has. */
  icon: ContentIconName;
  title: string;
  description: string;
}

// The site informs owners; it is not a veterinary service, so the first card says where its
// guidance comes from rather than claiming a vet's approval.
const FEATURES: readonly FeatureCard[] = [
  {
    icon: 'medical',
    title: 'Veterinary-Informed Solutions',
    description:
      'Our guides follow published veterinary guidance, named and linked where we cite it, and they tell you plainly when a symptom needs a vet rather than a new food.',
  },
  {
    icon: 'filter',
    title: 'Personalized Diet Recommendations',
    description:
      "Tell the food selector your dog's age, size, symptoms and allergies, and get a shortlist that leaves out foods listing the allergens you tick.",
  },
  {
    icon: 'balance',
    title: 'Unbiased Dog Food Reviews',
    description:
      'No brand pays for a place in our recommendations. Every price and rating says where and when it was seen, and we disclose the affiliate links that fund the site.',
  },
];

const Feature = styled(Card)(({ theme }) => ({
  flex: '1 1 auto',
  alignItems: 'flex-start',
  gap: theme.space(3),
  padding: theme.space(6),
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.3,
}));

const Description = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 }));

/** Home section 2: what the site offers, in three cards. */
export function HomeFeatures() {
  return (
    <HomeSection
      title="Help for Sensitive Stomachs, Without the Guesswork"
      lead="Practical, honest information so you and your vet can choose what goes in your dog's bowl."
    >
      <ThreeUpGrid>
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Feature>
              <ContentIcon name={feature.icon} />
              <Title>{feature.title}</Title>
              <Description>{feature.description}</Description>
            </Feature>
          </li>
        ))}
      </ThreeUpGrid>
    </HomeSection>
  );
}
