import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { Link, useLocation, useNavigate } from '../router/router';
import { loadValidators, StepForm, validatorsUrl, type StepFormData } from '@evisa/form-ui';
import type { FormDefinition, StepDefinition } from '@evisa/forms/browser';
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
import { ConflictNotice } from './ConflictNotice';
import { DraftOffer } from './DraftOffer';
import { stepLink, type StepLinkState } from './stepLink';
import { StepProgress } from './StepProgress';
import { useCrossTabSaves } from './useCrossTabSaves';
import { useHeadingFocus } from './useHeadingFocus';
import { useSaveWithConflict } from './useSaveWithConflict';
import { useStepDraft } from './useStepDraft';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

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

/**
 * A step of the application at its route: a new application without an id, the saved one with `:id` (then
 * updated). The step's rules are its validator module from the API, for the definition's version. After a save it
 * goes on to the step's `next` route with the application's id. A paid application is shown read-only.
 *
 * Typing is never lost: the step's unsaved answers are kept on the device and offered back, leaving them asks
 * first, and a save made meanwhile elsewhere (another tab) is reported instead of silently overwritten.
 */
export function WizardPage({ definition, step, id, application, resumed }: WizardPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const linkState = (useLocation().state ?? {}) as StepLinkState;
  const url = validatorsUrl.ofVersion(FORM_ID, definition.version, step.id);
  const validators = useLoaded(['validators', url], () => loadValidators(url));
  const paid = application?.payment_status === 'COMPLETED';
  // Staff asked for corrections of a paid application: only the fields they named may change, on their steps.
  const correction = correctionOf(application);
  const correcting = correction?.fields.some((field) => field.step === step.id) ?? false;
  const readOnly = paid && !correcting;
  const shownStep = correction && correcting ? correctionStep(definition, step, correction) : step;

  // The answers as last saved (replaced when the applicant takes those saved meanwhile in another tab).
  const [saved, setSaved] = useState<SavedApplication>(application ?? EMPTY);
  const [formStart, setFormStart] = useState<{ data: StepFormData; generation: number }>({ data: application ?? {}, generation: 0 });
  const startForm = (data: StepFormData) => setFormStart((previous) => ({ data, generation: previous.generation + 1 }));

  const headingRef = useHeadingFocus(step.id);
  const guard = useUnsavedChangesGuard();
  const draft = useStepDraft(id, step, saved, readOnly);
  const saving = useSaveWithConflict({
    id,
    step,
    saved,
    onSaved: (outcome) => {
      draft.clear();
      guard.leaveSaved();
      announceSave({ id: outcome.skuId, stepId: step.id, savedAt: outcome.savedAt });
      toast.success(outcome.message);
      // Steps that were complete before this save and need answers now (a new visa service asks other questions).
      const before = new Set(saved.incomplete_steps?.map((incomplete) => incomplete.id));
      const needAnswers = id === undefined ? [] : (outcome.incompleteSteps ?? []).filter((incomplete) => !before.has(incomplete.id));
      const state: StepLinkState = { stay: true, ...(needAnswers.length ? { needAnswers } : {}) };
      const next = correction ? nextCorrectionRoute(definition, correction, step) : step.next;
      // A new application's first step becomes its own address (opened as a step link opens it) before going on:
      // Back then comes to the application just started, not to an empty form whose save would start a second one.
      if (id === undefined) {
        const started = stepLink(step.route, outcome.skuId);
        navigate(started.to, { replace: true, state: started.state });
      }
      navigate(`${next}/${encodeURIComponent(outcome.skuId)}`, { state });
    },
    onTakeTheirs: (current) => {
      draft.clear();
      guard.setUnsaved(false);
      setSaved(current);
      startForm(current);
    },
  });
  const announceSave = useCrossTabSaves(id, step, saved, saving.savedElsewhere);

  const answerDraftOffer = (restore: boolean) => {
    const restored = draft.answerOffer(restore);
    if (!restored) return;
    guard.setUnsaved(true);
    startForm({ ...saved, ...restored });
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
      {application && <ApplicationHeader application={saved} definition={definition} stepId={step.id} paid={paid} />}
      {correction && id !== undefined && <CorrectionBanner definition={definition} correction={correction} id={id} />}
      {paid && !correction && application && (
        <p className="notice notice--success" role="status">
          <Trans i18nKey="wizard.paidReadOnly" components={{ summary: <Link to={`/Preview/${encodeURIComponent(application.sku_id)}`} /> }} />
        </p>
      )}
      {draft.offer && <DraftOffer draft={draft.offer} onAnswer={answerDraftOffer} />}
      {saving.conflict && <ConflictNotice conflict={saving.conflict} onResolve={(keepMine) => void saving.resolve(keepMine)} />}
      {validators.state === 'ready' ? (
        <StepForm
          // A fresh form for every step (no messages or touched fields carried over) and every new start.
          key={`${id ?? 'new'}:${step.id}:${formStart.generation}`}
          step={shownStep}
          validators={validators.value}
          formData={formStart.data}
          readOnly={readOnly}
          onChange={(data) => guard.setUnsaved(draft.keep(data))}
          onSubmit={saving.save}
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
