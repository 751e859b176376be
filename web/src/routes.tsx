import type { RouteObject } from 'react-router';
import { indiaEvisa } from '@evisa/forms/browser';
import HomePage from './pages/HomePage';
import Layout from './shell/Layout';
import RouteError from './shell/RouteError';
import { wizardRoutes } from './wizard/wizardRoutes';

/** Every route of the site; the root's errorElement answers unknown routes and render failures. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [{ index: true, element: <HomePage /> }, ...wizardRoutes(indiaEvisa)],
  },
];
