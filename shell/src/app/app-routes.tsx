import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { PageFrame } from './page-frame';
import { remoteRoutes } from './route-table';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageFrame />}>
        {remoteRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
