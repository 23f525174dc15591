import styled from '@emotion/styled';
import { Button, Card, Container } from '@gentlebowl/ui';
import { useEffect, useRef } from 'react';

const Panel = styled(Card)(({ theme }) => ({
  margin: `${theme.space(12)} auto`,
  maxWidth: '36rem',
  padding: theme.space(8),
  textAlign: 'center',
}));

const Heading = styled.h1(({ theme }) => ({
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  margin: `0 0 ${theme.space(3)}`,
}));

const Text = styled.p(({ theme }) => ({ color: theme.colors.textMuted, margin: `0 0 ${theme.space(6)}` }));

interface Props {
  onRetry: () => void;
}

/** Shown inside the normal header and footer when the section a route belongs to cannot be
 * loaded. */
export function RemoteUnavailable({ onRetry }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Container>
      <Panel role="alert" data-testid="remote-unavailable">
        <Heading ref={heading} tabIndex={-1}>
          This section is temporarily unavailable
        </Heading>
        <Text>
          We couldn't load this part of the site just now. The rest of the site still works: try again in a moment, or
          use the menu to keep browsing.
        </Text>
        <Button variant="primary" onClick={onRetry}>
          Try again
        </Button>
      </Panel>
    </Container>
  );
}
