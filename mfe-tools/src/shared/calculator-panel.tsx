import styled from '@emotion/styled';
import { Card, CardContent, CardHeader, CardTitle, VisuallyHidden } from '@gentlebowl/ui';
import { type ReactNode, useId } from 'react';
import { NO_PRINT_CLASS } from './print-section';

const Layout = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

const Intro = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

export interface CalculatorPanelProps {
  title: string;
  headingLevel?: 'h2' | 'h3';
  intro: string;
  /** The form, given the heading's id so it can name itself after it. */
  form: (headingId: string) => ReactNode;
  /** What a screen reader hears once a result is shown ('' before the first one). */
  announcement: string;
  /** The result, below the card. */
  children?: ReactNode;
}

/** A calculator's card (heading, intro, form; not printed), its status announcement and its result. */
export function CalculatorPanel({ title, headingLevel = 'h2', intro, form, announcement, children }: CalculatorPanelProps) {
  const headingId = useId();
  return (
    <Layout>
      <Card className={NO_PRINT_CLASS}>
        <CardHeader>
          <CardTitle as={headingLevel} id={headingId}>
            {title}
          </CardTitle>
          <Intro>{intro}</Intro>
        </CardHeader>
        <CardContent>{form(headingId)}</CardContent>
      </Card>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {children}
    </Layout>
  );
}
