import { StandaloneFrame } from '@gentlebowl/platform';
import { appTheme, Container, GlobalStyles } from '@gentlebowl/ui';
import { routeById, routeHref, toolsSectionHref } from '@gentlebowl/routes';
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@gentlebowl/router';

// The tools team's own page: the exposed modules with a throwaway store and a plain frame, so the
// remote can be developed and checked without the shell. /widget shows the transition widget the
// way another remote's page embeds it.
const ToolsPage = lazy(() => import('./exposed/tools-page'));
const TransitionCalculatorWidget = lazy(() => import('./exposed/transition-calculator-widget'));

const links = [
  { to: routeHref('tools'), label: 'Tools' },
  { to: toolsSectionHref('feeding-guide'), label: 'Tools, transition anchor' },
  { to: '/widget', label: 'Widget' },
];

function WidgetDemo() {
  return (
    <Container>
      <h1>Transition calculator widget</h1>
      <p>As the sensitive stomach guide embeds it, under one of its own h2 sections.</p>
      <h2>Transition schedule</h2>
      <TransitionCalculatorWidget />
    </Container>
  );
}

export function StandaloneApp() {
  return (
    <StandaloneFrame remote="mfe-tools" links={links} theme={appTheme} globalStyles={<GlobalStyles />}>
      <Routes>
        <Route path={routeById('tools').path} element={<ToolsPage />} />
        <Route path="/widget" element={<WidgetDemo />} />
        <Route path="*" element={<Navigate to={routeHref('tools')} replace />} />
      </Routes>
    </StandaloneFrame>
  );
}
