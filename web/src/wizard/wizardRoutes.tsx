import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { FormDefinition } from '@evisa/forms/browser';
import StepPendingPage from './StepPendingPage';

// RJSF is most of the app's code: the home page and the other screens load without it.
const WizardPage = lazy(() => import('./WizardPage'));

/**
 * The application's routes, read from the definition's manifest: the first step starts a new application at its
 * route, every step edits a saved one at `route/:id`, and a `next` route no step has yet shows that the
 * application is saved (unless `otherRoutes`, the pages of the site, has it). A step added to the manifest is rendered
 * here with no change to the app.
 */
export function wizardRoutes(definition: FormDefinition, otherRoutes: readonly string[] = []): RouteObject[] {
  const [first] = definition.steps;
  if (!first) return [];
  const stepRoutes = new Set(definition.steps.map((step) => step.route));
  const pendingRoutes = [...new Set(definition.steps.map((step) => step.next))].filter(
    (route) => !stepRoutes.has(route) && !otherRoutes.includes(route),
  );
  return [
    { path: first.route, element: <WizardPage step={first} /> },
    ...definition.steps.map((step) => ({ path: `${step.route}/:id`, element: <WizardPage step={step} /> })),
    ...pendingRoutes.map((route) => ({
      path: `${route}/:id`,
      element: <StepPendingPage firstStepRoute={first.route} />,
    })),
  ];
}
