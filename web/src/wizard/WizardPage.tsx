import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import { loadValidators, StepForm, validatorsUrl, type StepFormData } from '@evisa/form-ui';
import type { FieldError, FormDefinition, StepDefinition } from '@evisa/forms/browser';
import { formatDateTime } from '@evisa/forms/browser';
import type { ApplicationRecord, SavedApplication } from '../api/applications';
import { correctionOf, correctionStep, nextCorrectionRoute } from '../corrections/correction';
import { CorrectionBanner } from '../corrections/CorrectionBanner';
import { FORM_ID } from '../definition/definitions';
import { LoadProblem } from '../definition/LoadProblem';
import { useLoaded } from '../definition/useLoaded';
import { IncompleteSteps } from '../preview/IncompleteSteps';
import { toast } from '../shell/toast';
import { translateRjsfString } from '../i18n/rjsfStrings';
import { ApplicationHeader } from './ApplicationHeader';
import { loadApplication } from './loadApplication';
import { saveStep } from './saveStep';
import { clearDraft, hasUnsavedAnswers, readDraft, stepAnswers, writeDraft, type StepDraft } from './stepDraft';
import type { StepLinkState } from './stepLink';
import { StepProgress } from './StepProgress';
import { useHeadingFocus } from './useHeadingFocus';

interface WizardPageProps {
  /** The definition the application is filled in with (the published one, or the application's own version). */
  definition: FormDefinition;
  step: StepDefinition;
  /** The saved application being edited; none for a new one. */
  id?: string;
  application?: ApplicationRecord;
  /** The applicant came back to the application (the lookup, the e-mailed link): greet them. */
  resumed?: boolean;
}

const EMPTY: SavedApplication = { sku_id: '' };

/** Where a tab says it saved a step, so that other tabs on the same step can tell their applicant. */
const SAVES_CHANNEL = 'evisa-saves';
interface SavedMessage {
  id: string;
  stepId: string;
  savedAt?: string;
}

function announceSave(message: SavedMessage) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SAVES_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * A step of the application at its route: a new application without an id, the saved one with `:id` (then
 * updated). The step's rules are its validator module from the API, for the definition's version. After a save it
 * goes on to the step's `next` route with the application's id. A paid application is shown read-only.
 *
 * Typing is never lost: the step's unsaved answers are kept on the device and offered back, leaving them asks
 * first, and a save made meanwhile elsewhere (another tab) is reported instead of silently overwritten.
 */
export function WizardPage({ definition, step, id, application, resumed }: WizardPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const linkState = (useLocation().state ?? {}) as StepLinkState;
  const url = validatorsUrl.ofVersion(FORM_ID, definition.version, step.id);
  const validators = useLoaded(url, () => loadValidators(url));
  const paid = application?.payment_status === 'COMPLETED';
  // Staff asked for corrections of a paid application: only the fields they named may change, on their steps.
  const correction = correctionOf(application);
  const correcting = correction?.fields.some((field) => field.step === step.id) ?? false;
  const readOnly = paid && !correcting;
  const shownStep = correction && correcting ? correctionStep(definition, step, correction) : step;

  // The answers as last saved (replaced when the applicant takes those saved meanwhile in another tab).
  const [saved, setSaved] = useState<SavedApplication>(application ?? EMPTY);
  const [formStart, setFormStart] = useState<{ data: StepFormData; generation: number }>({ data: application ?? {}, generation: 0 });
  const [draftOffer, setDraftOffer] = useState<StepDraft | undefined>(() => {
    const draft = readOnly ? undefined : readDraft(id, step.id);
    return draft && hasUnsavedAnswers(step, { ...saved, ...draft.answers }, saved) ? draft : undefined;
  });
  // Another save of this step: refused at our save (`values` then holds our answers) or heard from another tab.
  const [conflict, setConflict] = useState<{ values?: StepFormData; current: ApplicationRecord }>();
  const unsaved = useRef(false);
  const leavingAfterSave = useRef(false);

  const headingRef = useHeadingFocus(step.id);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved.current && !leavingAfterSave.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('wizard.unsavedWarning'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved.current) return;
      event.preventDefault();
      event.returnValue = ''; // browsers that predate preventDefault() for this event
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // Another tab of this browser that saves this step says so at once, before this one tries to save over it.
  const savedRef = useRef(saved);
  savedRef.current = saved;
  useEffect(() => {
    if (id === undefined || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SAVES_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<SavedMessage>) => {
      if (data.id !== id || data.stepId !== step.id || data.savedAt === savedRef.current.saved_at) return;
      void loadApplication(id).then((current) => {
        if (current.ok && hasUnsavedAnswers(step, current.application, savedRef.current)) {
          setConflict((previous) => previous ?? { current: current.application });
        }
      });
    };
    return () => channel.close();
  }, [id, step]);

  const startForm = (data: StepFormData) => setFormStart((previous) => ({ data, generation: previous.generation + 1 }));

  const keepOnDevice = (data: StepFormData) => {
    unsaved.current = hasUnsavedAnswers(step, data, saved);
    // While a kept draft is offered, it stays as it is until the applicant answers the offer.
    if (draftOffer) return;
    if (unsaved.current) writeDraft(id, step.id, stepAnswers(step, data));
    else clearDraft(id, step.id);
  };

  const save = async (values: StepFormData, savedAt = saved.saved_at): Promise<readonly FieldError[]> => {
    let outcome = await saveStep(id, values, savedAt);
    if (!outcome.ok && outcome.savedElsewhere && id !== undefined) {
      const current = await loadApplication(id);
      if (current.ok && !hasUnsavedAnswers(step, current.application, saved)) {
        // Saved elsewhere, but not this step's answers (another step, or staff): nothing here is overwritten.
        outcome = await saveStep(id, values, current.application.saved_at);
      } else if (current.ok) {
        setConflict({ values, current: current.application });
        return [];
      }
    }
    if (!outcome.ok) {
      toast.error(outcome.message);
      return outcome.fieldErrors;
    }
    clearDraft(id, step.id);
    unsaved.current = false;
    leavingAfterSave.current = true;
    announceSave({ id: outcome.skuId, stepId: step.id, savedAt: outcome.savedAt });
    toast.success(outcome.message);
    // Steps that were complete before this save and need answers now (a new visa service asks other questions).
    const before = new Set(saved.incomplete_steps?.map((incomplete) => incomplete.id));
    const needAnswers = id === undefined ? [] : (outcome.incompleteSteps ?? []).filter((incomplete) => !before.has(incomplete.id));
    const state: StepLinkState = { stay: true, ...(needAnswers.length ? { needAnswers } : {}) };
    const next = correction ? nextCorrectionRoute(definition, correction, step) : step.next;
    navigate(`${next}/${encodeURIComponent(outcome.skuId)}`, { state });
    return [];
  };

  const resolveConflict = async (keepMine: boolean) => {
    if (!conflict) return;
    setConflict(undefined);
    if (keepMine) {
      // Refused at a save: save these answers over the others. Heard from another tab: go on editing (a save
      // then asks again, as it still names the older saved_at).
      if (conflict.values) await save(conflict.values, conflict.current.saved_at);
      return;
    }
    clearDraft(id, step.id);
    unsaved.current = false;
    setSaved(conflict.current);
    startForm(conflict.current);
  };

  const answerDraftOffer = (restore: boolean) => {
    if (!draftOffer) return;
    setDraftOffer(undefined);
    if (restore) {
      unsaved.current = true;
      startForm({ ...saved, ...draftOffer.answers });
    } else {
      clearDraft(id, step.id);
    }
  };

  const needAnswers = linkState.needAnswers?.filter((incomplete) => saved.incomplete_steps?.some((still) => still.id === incomplete.id));

  return (
    <section className="wizard" aria-labelledby="step-title">
      {step.title !== definition.title && <p className="wizard__form-title">{definition.title}</p>}
      <h1 id="step-title" ref={headingRef} tabIndex={-1}>
        {step.title}
      </h1>
      <StepProgress definition={definition} current={step.route} id={id} incomplete={application ? saved.incomplete_steps : undefined} />
      {(resumed || linkState.resumed) && application && !paid && <p className="notice notice--info welcome-back">{t('wizard.welcomeBack')}</p>}
      {id !== undefined && needAnswers && needAnswers.length > 0 && (
        <IncompleteSteps steps={needAnswers} applicationId={id} lead={t('wizard.needAnswers')} role="alert" />
      )}
      {application && <ApplicationHeader application={saved} definition={definition} stepId={step.id} />}
      {correction && id !== undefined && <CorrectionBanner definition={definition} correction={correction} id={id} />}
      {paid && !correction && application && (
        <p className="notice notice--success" role="status">
          <Trans i18nKey="wizard.paidReadOnly" components={{ summary: <Link to={`/Preview/${encodeURIComponent(application.sku_id)}`} /> }} />
        </p>
      )}
      {draftOffer && (
        <div className="notice notice--info draft-offer" role="region" aria-label={t('wizard.draft.label')}>
          <p>{t('wizard.draft.text', { at: formatDateTime(draftOffer.at, { language: i18n.language }) })}</p>
          <p className="draft-offer__actions">
            <button type="button" className="button button--primary" onClick={() => answerDraftOffer(true)}>
              {t('wizard.draft.restore')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => answerDraftOffer(false)}>
              {t('wizard.draft.discard')}
            </button>
          </p>
        </div>
      )}
      {conflict && (
        <div className="notice notice--warning" role="alert">
          <p>
            <Trans
              i18nKey={conflict.current.saved_at ? 'wizard.conflict.textAt' : 'wizard.conflict.text'}
              values={{ at: conflict.current.saved_at ? formatDateTime(conflict.current.saved_at, { language: i18n.language }) : '' }}
              components={{ strong: <strong /> }}
            />
          </p>
          <p className="draft-offer__actions">
            <button type="button" className="button button--primary" onClick={() => void resolveConflict(true)}>
              {conflict.values ? t('wizard.conflict.saveMine') : t('wizard.conflict.keepMine')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void resolveConflict(false)}>
              {t('wizard.conflict.showTheirs')}
            </button>
          </p>
        </div>
      )}
      {validators.state === 'ready' ? (
        <StepForm
          // A fresh form for every step (no messages or touched fields carried over) and every new start.
          key={`${id ?? 'new'}:${step.id}:${formStart.generation}`}
          step={shownStep}
          validators={validators.value}
          formData={formStart.data}
          readOnly={readOnly}
          onChange={keepOnDevice}
          onSubmit={save}
          onInvalid={() => toast.error(t('wizard.invalidStep'))}
          translateString={translateRjsfString}
        />
      ) : validators.state === 'failed' ? (
        <LoadProblem what={t('wizard.what.step')} retry={validators.retry} />
      ) : (
        <p role="status" className="loading">
          {t('wizard.loadingForm')}
        </p>
      )}
    </section>
  );
}
