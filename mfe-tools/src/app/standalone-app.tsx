import { ThemeProvider } from '@emotion/react';
import { createAppStore, defaultRuntimeConfig, RuntimeConfigProvider, Toaster } from '@gentlebowl/platform';
import { Container, GlobalStyles, lightTheme } from '@gentlebowl/ui';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';

// The tools team's own page: the exposed modules with a throwaway store and a plain frame, so the
// remote can be developed and checked without the shell. /widget shows the transition widget the
// way another remote's page embeds it.
const ToolsPage = lazy(() => import('./exposed/tools-page'));
const TransitionCalculatorWidget = lazy(() => import('./exposed/transition-calculator-widget'));

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
  const [store] = useState(createAppStore);
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <RuntimeConfigProvider value={defaultRuntimeConfig}>
          <ThemeProvider theme={lightTheme}>
            <GlobalStyles />
            <BrowserRouter>
              <nav aria-label="Tools remote pages" style={{ display: 'flex', gap: 16, padding: 16 }}>
                <strong>mfe-tools (standalone)</strong>
                <Link to="/tools">Tools</Link>
                <Link to="/tools#feeding-guide">Tools, transition anchor</Link>
                <Link to="/widget">Widget</Link>
              </nav>
              <main>
                <Suspense fallback={<p>Loading…</p>}>
                  <Routes>
                    <Route path="/tools" element={<ToolsPage />} />
                    <Route path="/widget" element={<WidgetDemo />} />
                    <Route path="*" element={<Navigate to="/tools" replace />} />
                  </Routes>
                </Suspense>
              </main>
              <Toaster />
            </BrowserRouter>
          </ThemeProvider>
        </RuntimeConfigProvider>
      </StoreProvider>
    </StrictMode>
  );
}
