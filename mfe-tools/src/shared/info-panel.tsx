import styled from '@emotion/styled';
import { Card, CardContent, CardHeader, CardTitle } from '@gentlebowl/ui';
import { type ReactNode, useId } from 'react';

const Body = styled(CardContent)(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.6,
  '& p': { margin: 0 },
  '& p + p, & p + ul, & ul + p': { marginTop: theme.space(3) },
  '& ul': { margin: 0, paddingInlineStart: theme.space(5) },
  '& li + li': { marginTop: theme.space(1.5) },
}));

export interface InfoPanelProps {
  title: string;
  children: ReactNode;
}

/** An explanatory panel beside a calculator: a titled card of short text. */
export function InfoPanel({ title, children }: InfoPanelProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {title}
        </CardTitle>
      </CardHeader>
      <Body>{children}</Body>
    </Card>
  );
}
