import { StandaloneFrame } from '@gentlebowl/platform';
import { GlobalStyles, lightTheme } from '@gentlebowl/ui';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FOOD_SELECTOR_PATH } from '../shared/selector-paths';

// The selector team's own page: the exposed modules with a throwaway store and a plain frame, so the
// remote can be developed and checked without the shell. The dev server proxies /api to the API.
const FoodSelectorPage = lazy(() => import('./exposed/food-selector-page'));
const DogFoodPage = lazy(() => import('./exposed/dog-food-page'));

const links = [
  { to: FOOD_SELECTOR_PATH, label: 'Food selector' },
  { to: '/dog-food/1', label: 'A product page' },
  { to: '/dog-food/999999', label: 'A missing product' },
];

export function StandaloneApp() {
  return (
    <StandaloneFrame remote="mfe-selector" links={links} theme={lightTheme} globalStyles={<GlobalStyles />}>
      <Routes>
        <Route path={FOOD_SELECTOR_PATH} element={<FoodSelectorPage />} />
        <Route path="/dog-food/:id" element={<DogFoodPage />} />
        <Route path="*" element={<Navigate to={FOOD_SELECTOR_PATH} replace />} />
      </Routes>
    </StandaloneFrame>
  );
}
