import styled from '@emotion/styled';
import { notFoundMessages } from '@gentlebowl/contracts';
import { PageMeta } from '@gentlebowl/platform';
import { buttonStyles } from '@gentlebowl/ui';
import { Link } from 'react-router-dom';

const Section = styled.div(({ theme }) => ({
  padding: `${theme.space(20)} ${theme.space(5)}`,
  textAlign: 'center',
}));

const Heading = styled.h1(({ theme }) => ({
  margin: `0 0 ${theme.space(4)}`,
  fontSize: 'clamp(2rem, 5vw, 3rem)',
}));

const Text = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(8)}`,
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
}));

const HomeLink = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'primary', size: 'lg' }));

/**
 * The not-found view (spec section 2 "Not-found page"), shown when a product cannot be loaded or
 * does not exist; it reads like the shell's 404 page, from the same shared texts.
 */
export function DogFoodNotFound() {
  return (
    <Section>
      <PageMeta title={notFoundMessages.title} description={notFoundMessages.text} />
      <meta name="robots" content="noindex" />
      <Heading>{notFoundMessages.heading}</Heading>
      <Text>{notFoundMessages.text}</Text>
      <HomeLink to="/">{notFoundMessages.homeLink}</HomeLink>
    </Section>
  );
}
