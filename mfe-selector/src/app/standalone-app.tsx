import { ThemeProvider } from '@emotion/react';
import { createAppStore, defaultRuntimeConfig, RuntimeConfigProvider, Toaster } from '@gentlebowl/platform';
import { GlobalStyles, lightTheme } from '@gentlebowl/ui';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { FOOD_SELECTOR_PATH } from '../shared/selector-paths';

// The selector team's own page: the exposed modules with a throwaway store and a plain frame, so the
// remote can be developed and checked without the shell. The dev server proxies /api to the API.
const FoodSelectorPage = lazy(() => import('./exposed/food-selector-page'));
const DogFoodPage = lazy(() => import('./exposed/dog-food-page'));

export function StandaloneApp() {
  const [store] = useState(createAppStore);
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <RuntimeConfigProvider value={defaultRuntimeConfig}>
          <ThemeProvider theme={lightTheme}>
            <GlobalStyles />
            <BrowserRouter>
              <nav aria-label="Selector remote pages" style={{ display: 'flex', gap: 16, padding: 16 }}>
                <strong>mfe-selector (standalone)</strong>
                <Link to={FOOD_SELECTOR_PATH}>Food selector</Link>
                <Link to="/dog-food/1">A product page</Link>
                <Link to="/dog-food/999999">A missing product</Link>
              </nav>
              <main>
                <Suspense fallback={<p>Loading…</p>}>
                  <Routes>
                    <Route path={FOOD_SELECTOR_PATH} element={<FoodSelectorPage />} />
                    <Route path="/dog-food/:id" element={<DogFoodPage />} />
                    <Route path="*" element={<Navigate to={FOOD_SELECTOR_PATH} replace />} />
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
