import { useEffect, useRef } from 'react';
import type { WizardStep } from './wizard-steps';

/**
 * On every step change in the page (not on the first render) the step indicator scrolls into view
 * and the new step's heading takes the focus, so keyboard and screen reader users start at the top
 * of the step. The scroll follows the page's scroll-behavior, which honours reduced motion.
 */
export function useStepFocus(step: WizardStep) {
  const indicatorRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    indicatorRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return { indicatorRef, headingRef };
}
