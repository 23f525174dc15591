import { ThemeProvider } from '@emotion/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createAppStore, defaultRuntimeConfig, RuntimeConfigProvider, Toaster } from '@gentlebowl/platform';
import { Container, GlobalStyles, lightTheme } from '@gentlebowl/ui';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as StoreProvider } from 'react-redux';

type WidgetModule = { default: ComponentType<{ headingLevel?: 'h2' | 'h3' }> };

/** The test writes registry.json beside the build: where the tools remote's manifest is served. */
async function registerToolsRemote(): Promise<void> {
  const response = await fetch('/registry.json', { cache: 'no-store' });
  const { mfe_tools: entry } = (await response.json()) as { mfe_tools: string };
  registerRemotes([{ name: 'mfe_tools', entry }]);
}

const TransitionCalculatorWidget = lazy(async () => {
  const module = await loadRemote<WidgetModule>('mfe_tools/transition-calculator-widget');
  if (!module) throw new Error('mfe_tools/transition-calculator-widget did not load');
  return module;
});

function WidgetHostPage() {
  return (
    <Container as="main">
      <h1>Widget host</h1>
      <section aria-labelledby="transition-schedule" data-testid="host-section">
        <h2 id="transition-schedule">Transition schedule</h2>
        <Suspense fallback={<p>Loading the calculator…</p>}>
          <TransitionCalculatorWidget />
        </Suspense>
      </section>
    </Container>
  );
}

async function start(): Promise<void> {
  await registerToolsRemote();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={createAppStore()}>
        <RuntimeConfigProvider value={defaultRuntimeConfig}>
          <ThemeProvider theme={lightTheme}>
            <GlobalStyles />
            <WidgetHostPage />
            <Toaster />
          </ThemeProvider>
        </RuntimeConfigProvider>
      </StoreProvider>
    </StrictMode>,
  );
}

void start();
