import { type ToastOptions, useToast } from '@gentlebowl/platform';
import { useEffect, useRef } from 'react';

/**
 * A form sent before the page's scripts arrived comes back with its outcome in the page (a success
 * marker, or a refusal the server rendered). Once the scripts take over, that outcome is also told
 * as the spec's toast, as it would have been had the scripts sent the form; once per page.
 */
export function useOutcomeToast(outcome: ToastOptions | undefined): void {
  const { toast } = useToast();
  const told = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the outcome the page arrived with is told once, at takeover.
  useEffect(() => {
    if (!outcome || told.current) return;
    told.current = true;
    toast(outcome);
  }, []);
}
