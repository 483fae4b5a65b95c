import type { RouteObject } from 'react-router';
import { type PageKey, paths } from '../../shared/paths';
import { RequireUser } from '../lib/session/RequireUser';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** Every page module of the features, loaded when its page is first visited (each its own chunk). */
const pageModules = import.meta.glob([
  '/src/client/features/**/*Page.tsx',
  '/src/client/app/pages/*Page.tsx',
  '!/src/client/app/pages/{NotFoundPage,RouteErrorPage}.tsx',
]);

/** The loader of a page's module (spec §2 routes; paths.ts names the module). */
function lazyPage(key: PageKey): LazyPage {
  const module = paths[key].module;
  const load = pageModules[`/${module}`];
  if (!load) throw new Error(`paths.ts names ${module}, which does not exist`);
  return load as LazyPage;
}

const keys = Object.keys(paths) as PageKey[];

/**
 * Every route of spec §2, from the one table of paths; unknown paths get the 404 page. The browser's
 * router (main.tsx) and the prerendering of public pages (prerender.tsx) both use it.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...keys
        .filter((key) => paths[key].access === 'anyone')
        .map((key) => ({ path: paths[key].path, lazy: lazyPage(key) })),
      {
        element: <RequireUser />,
        children: keys
          .filter((key) => paths[key].access === 'signed-in')
          .map((key) => ({ path: paths[key].path, lazy: lazyPage(key) })),
      },
      { path: '*', lazy: () => import('./pages/NotFoundPage') },
    ],
  },
];
