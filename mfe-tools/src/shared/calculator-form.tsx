import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Button } from '@gentlebowl/ui';
import { Form, ShowFieldErrors } from '@gentlebowl/ui/form';
import type { ReactNode } from 'react';

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(5),
  [theme.breakpoints.mobile]: { gridTemplateColumns: '1fr' },
}));

/** A field that spans both columns of a calculator's grid. */
export const FullRow = styled.div({ gridColumn: '1 / -1' });

const Actions = styled.div(({ theme }) => ({ marginTop: theme.space(6) }));

export interface CalculatorFormProps<Values> {
  /** The `<form>`'s name: the one its entries typed before the scripts arrived are read back from. */
  name: string;
  initialValues: Values;
  onCalculate: (values: Values) => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Id of the place its result is shown (see CalculatorPanel), which a submit without scripts jumps to. */
  resultId: string;
  /** The messages of the answers the page's address carries, when the form was sent without scripts. */
  sentErrors: Readonly<Record<string, string | undefined>> | null;
  submitLabel: string;
  /** The fields, in a two-column grid (one column on mobile). */
  children: ReactNode;
}

/**
 * A calculator's form. Browser validation is off (noValidate) so every message is the spec's own
 * text, shown next to its field after a submit attempt or when the field is left. Before the scripts
 * arrive (and without them) it is a plain GET form to /tools, whose answers the page reads back and
 * computes with the same code; a form sent that way shows its messages at once. Its address ends in
 * the result's id (a GET form keeps its action's fragment), so the answer arrives in view rather than
 * a screen or two below the form on a phone.
 */
export function CalculatorForm<Values extends object>({
  name,
  initialValues,
  onCalculate,
  labelledBy,
  resultId,
  sentErrors,
  submitLabel,
  children,
}: CalculatorFormProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onCalculate}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form name={name} method="get" action={routeHref('tools', { hash: resultId })} noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
          <ShowFieldErrors errors={sentErrors}>
            <Fields>{children}</Fields>
            <Actions>
              <Button type="submit" variant="primary">
                {submitLabel}
              </Button>
            </Actions>
          </ShowFieldErrors>
        </form>
      )}
    />
  );
}
