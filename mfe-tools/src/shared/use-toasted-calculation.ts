import { type ToastOptions, useToast } from '@gentlebowl/platform';
import { useState } from 'react';

export interface CalculationToasts {
  success: ToastOptions;
  failure: ToastOptions;
}

/**
 * The calculators' shared rule (spec section 4 "Calculators"): no result until a valid submit; each
 * valid submit replaces the result and confirms with the success toast; a failure keeps the previous
 * result and shows the destructive toast.
 */
export function useToastedCalculation<Values, Result>(
  compute: (values: Values) => Result,
  toasts: CalculationToasts,
): [Result | null, (values: Values) => void] {
  const { toast } = useToast();
  const [result, setResult] = useState<Result | null>(null);

  const calculate = (values: Values) => {
    try {
      setResult(compute(values));
      toast(toasts.success);
    } catch {
      toast(toasts.failure);
    }
  };

  return [result, calculate];
}
