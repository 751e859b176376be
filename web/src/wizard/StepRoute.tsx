import { Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from '../router/router';
import type { FormDefinition } from '@evisa/forms/browser';
import { correctionOf, correctionSteps } from '../corrections/correction';
import { LoadProblem } from '../definition/LoadProblem';
import { lazyNamed } from '../shell/lazyNamed';
import { useApplicationDefinition, usePublishedDefinition } from '../definition/useDefinition';
import type { Loaded } from '../definition/useLoaded';
import { NotFound } from '../shell/NotFound';
import { StepPendingPage } from './StepPendingPage';
import { StepWithoutIdPage } from './StepWithoutIdPage';
import type { StepLinkState } from './stepLink';
import { useSavedApplication } from './useSavedApplication';

// RJSF is most of the app's code: it loads while the definition does, and only on the wizard's routes.
const loadWizardPage = () => import('./WizardPage');
const LazyWizardPage = lazyNamed(loadWizardPage, 'WizardPage');

/** Where a route leads in a definition: one of its steps, or a `next` route no step has yet. */
function placeOf(definition: FormDefinition, route: string) {
  const step = definition.steps.find((candidate) => candidate.route === route);
  if (step) return { step };
  return definition.steps.some((candidate) => candidate.next === route) ? { pending: true } : undefined;
}

/** What is loading, as keys of `wizard.what.*` in the site's texts. */
type Awaiting = 'form' | 'application';

function Waiting({ loaded, what }: { loaded: Exclude<Loaded<unknown>, { state: 'ready' }>; what: Awaiting }) {
  const { t } = useTranslation();
  if (loaded.state === 'failed') return <LoadProblem what={t(`wizard.what.${what}`)} retry={loaded.retry} />;
  return (
    <p role="status" className="loading">
      {t(`wizard.loadingOf.${what}`)}
    </p>
  );
}

/**
 * The wizard in a boundary of its own: while its code loads, only it waits. (Preact, which renders the site, mounts
 * a suspended tree afresh: at the layout's boundary that would load the application a second time.)
 */
function WizardPage(props: ComponentProps<typeof LazyWizardPage>) {
  return (
    <Suspense fallback={<Waiting loaded={{ state: 'loading' }} what="form" />}>
      <LazyWizardPage {...props} />
    </Suspense>
  );
}

/**
 * A new application: the first step of the definition published now, kept while the applicant fills it in. A later
 * step's address without an id says why it cannot open and leads to step 1 (StepWithoutIdPage).
 */
function NewApplication({ route }: { route: string }) {
  const published = usePublishedDefinition({ fresh: true });
  if (published.state !== 'ready') return <Waiting loaded={published} what="form" />;
  const steps = published.value.steps;
  const [first] = steps;
  if (first && first.route === route) return <WizardPage definition={published.value} step={first} />;
  const later = placeOf(published.value, route);
  if (!first || !later) return <NotFound />;
  const index = later.step ? steps.indexOf(later.step) : -1;
  return <StepWithoutIdPage firstStepRoute={first.route} step={later.step && { number: index + 1, title: later.step.title }} />;
}

/**
 * A saved application at a step: shown with the definition of its own version. The route is first checked
 * against the published definition, so that an unknown address answers 404 without looking an application up.
 * Arriving from outside at the first step's address (the lookup, the e-mailed link) resumes where the applicant
 * left off: at the first step that still needs answers, or the preview when none does.
 */
function SavedApplication({ id, route }: { id: string; route: string }) {
  const state = (useLocation().state ?? {}) as StepLinkState;
  const published = usePublishedDefinition();
  const known = published.state === 'ready' && placeOf(published.value, route) !== undefined;
  const application = useSavedApplication(known ? id : undefined);
  const definition = useApplicationDefinition(application);

  if (published.state !== 'ready') return <Waiting loaded={published} what="form" />;
  if (!known) return <NotFound />;
  if (!application) return <Waiting loaded={{ state: 'loading' }} what="application" />;
  if (definition.state !== 'ready') return <Waiting loaded={definition} what="form" />;
  const place = placeOf(definition.value, route);
  const [first] = definition.value.steps;
  // Staff asked for corrections: the e-mailed link opens the first step concerned.
  const correction = correctionOf(application);
  const correctAt = correction ? correctionSteps(definition.value, correction)[0] : undefined;
  if (place?.step === first && !state.stay && correctAt) {
    const resumed: StepLinkState = { stay: true, resumed: true };
    if (correctAt !== first) return <Navigate replace to={`${correctAt.route}/${encodeURIComponent(id)}`} state={resumed} />;
  }
  if (place?.step === first && !state.stay && application.incomplete_steps && application.payment_status !== 'COMPLETED') {
    const resumeAt = application.incomplete_steps[0]?.route ?? '/Preview';
    const resumed: StepLinkState = { stay: true, resumed: true };
    if (resumeAt !== route) return <Navigate replace to={`${resumeAt}/${encodeURIComponent(id)}`} state={resumed} />;
    return <WizardPage definition={definition.value} step={place.step} id={id} application={application} resumed />;
  }
  if (place?.step) return <WizardPage definition={definition.value} step={place.step} id={id} application={application} />;
  if (place?.pending && first) return <StepPendingPage firstStepRoute={first.route} />;
  return <NotFound />;
}

/**
 * The application's steps, read at run time from the definition the API serves (no definition in the site's
 * code): `/route` starts a new application at the first step, `/route/:id` edits a saved one, and a `next` route
 * no step has yet shows that the application is saved. A step an editor publishes is shown here with no build.
 */
export function StepRoute() {
  const { stepRoute = '', id } = useParams<{ stepRoute: string; id?: string }>();
  const route = `/${stepRoute}`;
  useEffect(() => {
    void loadWizardPage();
  }, []);
  // Keyed by the route too: each step loads the application as saved now (the previous step's save included).
  return id === undefined ? <NewApplication route={route} /> : <SavedApplication key={`${id}${route}`} id={id} route={route} />;
}
