import styled from '@emotion/styled';
import { Alert, Card, CardContent, CardHeader, CardTitle, VisuallyHidden } from '@gentlebowl/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
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
  /** The id of the result's place: the form's address ends in it, so a submit without scripts lands there. */
  resultId: string;
  /** The result, below the card; null before the first. */
  result: ReactNode;
  /** Why the answers the page was sent could not be calculated (the failure toast's words, shown in
   * the page, for there may be no scripts to toast it); null when they could. */
  sentAnswersFailure: { title: string; description: string } | null;
  /** How many calculations the page has made in place: each brings its result into view. */
  calculationsInPage: number;
}

/**
 * A calculator's card (heading, intro, form; not printed), its status announcement and its result.
 * On a phone the result is a screen or two below the form's button, so it is brought into view,
 * whether it arrives with the page (the address's fragment) or from a calculation in place.
 */
export function CalculatorPanel({
  title,
  headingLevel = 'h2',
  intro,
  form,
  announcement,
  resultId,
  result,
  sentAnswersFailure,
  calculationsInPage,
}: CalculatorPanelProps) {
  const headingId = useId();
  const resultPlace = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (calculationsInPage > 0) resultPlace.current?.scrollIntoView({ block: 'start' });
  }, [calculationsInPage]);

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
      {sentAnswersFailure || result ? (
        <div id={resultId} ref={resultPlace}>
          {sentAnswersFailure ? (
            <Alert title={sentAnswersFailure.title}>
              <p>{sentAnswersFailure.description}</p>
            </Alert>
          ) : (
            result
          )}
        </div>
      ) : null}
    </Layout>
  );
}
