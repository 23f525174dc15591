import { useEffect, useRef } from 'react';
import { isInPageNavigation, useLocation, useNavigationType } from '@gentlebowl/router';
import type { WizardStep } from './wizard-steps';

/**
 * On every step change the wizard makes (not on the first render) the step indicator scrolls into
 * view and the new step's heading takes the focus, so keyboard and screen reader users start at the
 * top of the step. The scroll follows the page's scroll-behavior, which honours reduced motion.
 * A step reached otherwise is left alone: by Back or Forward, the browser restores where the visitor
 * was; by a link from elsewhere (the header's), the shell starts the page at its top.
 */
export function useStepFocus(step: WizardStep) {
  const indicatorRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const { state } = useLocation();
  const madeByTheWizard = useNavigationType() !== 'POP' && isInPageNavigation(state);

  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    if (!madeByTheWizard) return;
    indicatorRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, madeByTheWizard]);

  return { indicatorRef, headingRef };
}
