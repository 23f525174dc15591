import styled from '@emotion/styled';
import { toolsSectionHref } from '@gentlebowl/routes';
import { Card, Notice, Skeleton, SkeletonText } from '@gentlebowl/ui';
import type { ReactElement } from 'react';
import { Link } from '@gentlebowl/router';
import { type FederatedComponentModule, loadFederatedComponent } from '../../shared/load-federated-component';
import { RemoteWidget, type RemoteWidgetProps } from '../../shared/remote-widget';

/** What the tools remote's './transition-calculator-widget' takes. */
interface TransitionCalculatorWidgetProps {
  headingLevel?: 'h2' | 'h3';
}

/** The module mfe-tools exposes, loaded at run time through the federation runtime, never imported. */
export const TRANSITION_CALCULATOR_WIDGET = 'mfe_tools/transition-calculator-widget';

const loadTransitionCalculator = (): Promise<FederatedComponentModule<TransitionCalculatorWidgetProps>> =>
  loadFederatedComponent<TransitionCalculatorWidgetProps>(TRANSITION_CALCULATOR_WIDGET);

/** The guide's section heading is an h2, so the calculator's own heading is an h3. */
const widgetProps: TransitionCalculatorWidgetProps = { headingLevel: 'h3' };

const TransitionCalculatorWidget: (props: RemoteWidgetProps<TransitionCalculatorWidgetProps>) => ReactElement = RemoteWidget;

/** Room for the calculator's form before it arrives (one column on small screens), so the page
 * below does not move when it does. Its result table appears only after a submit. */
const Slot = styled(TransitionCalculatorWidget)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '26rem',
  [theme.breakpoints.mobile]: { minHeight: '42rem' },
}));

const Placeholder = styled(Card)(({ theme }) => ({
  flex: '1 1 auto',
  gap: theme.space(4),
  padding: theme.space(5),
}));

const LoadingNote = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  '& a': { color: theme.colors.link, fontWeight: theme.fontWeights.semibold },
}));

/** The same calculator on the tools page, opened on its tab by the address alone (no scripts needed). */
const TOOLS_PAGE_CALCULATOR = toolsSectionHref('feeding-guide');

const Unavailable = styled(Notice)(({ theme }) => ({
  flex: '1 1 auto',
  alignItems: 'center',
  padding: theme.space(6),
  fontSize: theme.fontSizes.md,
  '& a': { color: theme.colors.link, fontWeight: theme.fontWeights.semibold },
}));

/** The food transition calculator of the tools remote, placed in the guide; the guide keeps working
 * without it. It arrives with the page's scripts, so until then (and for good, without scripts) its
 * place says where the same calculator works as a plain form: the tools page. */
export function TransitionCalculatorSlot() {
  return (
    <Slot
      name="transition-calculator"
      load={loadTransitionCalculator}
      widgetProps={widgetProps}
      loading={
        <Placeholder role="status">
          <Skeleton width="16rem" height="1.75rem" />
          <SkeletonText lines={2} />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton width="12rem" height="2.75rem" />
          <LoadingNote>
            Loading the transition calculator… If it does not appear, use the same calculator on our{' '}
            <Link to={TOOLS_PAGE_CALCULATOR}>nutrition tools page</Link>.
          </LoadingNote>
        </Placeholder>
      }
      fallback={
        <Unavailable title="The transition calculator is unavailable right now" data-testid="transition-calculator-unavailable">
          <p>
            The schedule above works on its own. You can also use the same calculator on our{' '}
            <Link to={TOOLS_PAGE_CALCULATOR}>nutrition tools page</Link>.
          </p>
        </Unavailable>
      }
    />
  );
}
