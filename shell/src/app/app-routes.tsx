import { pageRoutes } from '@gentlebowl/routes';
import { Route, Routes } from '@gentlebowl/router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { PageFrame } from './page-frame';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageFrame />}>
        {pageRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
