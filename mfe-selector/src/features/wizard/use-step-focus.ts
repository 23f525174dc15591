import { useEffect, useRef } from 'react';

/**
 * On every step change (not on the first render) the step indicator scrolls into view and the new
 * step's heading takes the focus, so keyboard and screen reader users start at the top of the step.
 * The scroll follows the page's scroll-behavior, which honours reduced motion.
 */
export function useStepFocus(stepChanges: number) {
  const indicatorRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const handledChanges = useRef(stepChanges);

  useEffect(() => {
    if (stepChanges === handledChanges.current) return;
    handledChanges.current = stepChanges;
    indicatorRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [stepChanges]);

  return { indicatorRef, headingRef };
}
