import { type ToastOptions, useToast } from '@gentlebowl/platform';
import { useEffect, useState } from 'react';

export interface CalculationToasts {
  success: ToastOptions;
  failure: ToastOptions;
}

export interface ToastedCalculation<Values, Result> {
  result: Result | null;
  calculate: (values: Values) => void;
  /** The answers the page was sent could not be calculated: shown in the page, for there may be no
   * scripts to toast it. Cleared by the next calculation. */
  sentAnswersFailed: boolean;
  /** How many calculations were made in the page (the sent answers' result not counted). */
  calculationsInPage: number;
}

interface Outcome<Result> {
  result: Result | null;
  failed: boolean;
  calculationsInPage: number;
}

function outcomeOf<Values, Result>(compute: (values: Values) => Result, values: Values | null): Outcome<Result> {
  if (values === null) return { result: null, failed: false, calculationsInPage: 0 };
  try {
    return { result: compute(values), failed: false, calculationsInPage: 0 };
  } catch {
    return { result: null, failed: true, calculationsInPage: 0 };
  }
}

/**
 * The calculators' shared rule (spec section 4 "Calculators"): no result until a valid submit; each
 * valid submit replaces the result and confirms with the success toast; a failure keeps the previous
 * result and shows the destructive toast.
 *
 * A submit made without scripts reaches the page as answers in its address (`sent`, already
 * validated): the server renders their result, and the scripts, taking the page over, confirm it
 * with the same toast an in-page submit brings. `onResult` follows each result made in the page.
 */
export function useToastedCalculation<Values, Result>(
  compute: (values: Values) => Result,
  toasts: CalculationToasts,
  sent: Values | null = null,
  onResult?: () => void,
): ToastedCalculation<Values, Result> {
  const { toast } = useToast();
  const [outcome, setOutcome] = useState(() => outcomeOf(compute, sent));

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the outcome the page arrived with.
  useEffect(() => {
    if (sent !== null) toast(outcome.failed ? toasts.failure : toasts.success);
  }, []);

  const calculate = (values: Values) => {
    try {
      const result = compute(values);
      setOutcome((previous) => ({ result, failed: false, calculationsInPage: previous.calculationsInPage + 1 }));
      toast(toasts.success);
      onResult?.();
    } catch {
      setOutcome((previous) => ({ ...previous, failed: false }));
      toast(toasts.failure);
    }
  };

  return {
    result: outcome.result,
    calculate,
    sentAnswersFailed: outcome.failed,
    calculationsInPage: outcome.calculationsInPage,
  };
}
