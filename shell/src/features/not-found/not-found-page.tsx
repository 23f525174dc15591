import styled from '@emotion/styled';
import { notFoundMessages } from '@gentlebowl/contracts';
import { PageMeta } from '@gentlebowl/platform';
import { buttonStyles, Container } from '@gentlebowl/ui';
import { Link } from 'react-router-dom';

const Section = styled(Container)(({ theme }) => ({
  padding: `${theme.space(20)} ${theme.space(5)}`,
  textAlign: 'center',
}));

const Heading = styled.h1(({ theme }) => ({
  fontFamily: theme.fonts.heading,
  fontSize: 'clamp(2rem, 5vw, 3rem)',
  margin: `0 0 ${theme.space(4)}`,
}));

const Text = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: '1.125rem',
  margin: `0 0 ${theme.space(8)}`,
}));

const HomeLink = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'primary', size: 'lg' }));

export function NotFoundPage() {
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
