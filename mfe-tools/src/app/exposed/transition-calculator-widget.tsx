import {
  TransitionCalculator,
  type TransitionCalculatorProps,
} from '../../features/transition-calculator/transition-calculator';
import { ToolsRemoteRoot } from '../../shared/tools-remote-root';

export type TransitionCalculatorWidgetProps = TransitionCalculatorProps;

/**
 * Exposed as './transition-calculator-widget': the transition calculator for another remote's page
 * (the sensitive stomach guide). It needs only what the shell provides around every page (store for
 * the toasts, emotion theme); it uses no router. It is usually placed inside a section of the host
 * page, so its heading defaults to h3; pass headingLevel="h2" where it stands on its own.
 */
export default function TransitionCalculatorWidget({ headingLevel = 'h3' }: TransitionCalculatorWidgetProps) {
  return (
    <ToolsRemoteRoot>
      <TransitionCalculator headingLevel={headingLevel} />
    </ToolsRemoteRoot>
  );
}
