import { useTranslation } from 'react-i18next';
import { TRACK_STEPS, trackStepTitle, type TrackStep } from '@evisa/forms/browser';
import type { Tracking } from '../api/track';
import { dayOf } from './dayOf';
import '../i18n/laterTexts';

// The milestone the applicant is at, for each stage.
const CURRENT: Record<NonNullable<Tracking['stage']>, TrackStep> = {
  received: 'paid',
  in_review: 'in_review',
  waiting_for_corrections: 'waiting_for_corrections',
  submitted: 'submitted',
  approved: 'decided',
  rejected: 'decided',
  withdrawn: 'decided',
};

/** The case's milestones in order, each done (with its date), current or to come; corrections only when asked for. */
export function Timeline({ tracking }: { tracking: Tracking }) {
  const { t, i18n } = useTranslation();
  const current = tracking.stage ? CURRENT[tracking.stage] : undefined;
  const steps = TRACK_STEPS.map((step) => ({ step, ...tracking.timeline.find((entry) => entry.step === step) })).filter(
    ({ step, reached }) => step !== 'waiting_for_corrections' || reached,
  );
  return (
    <ol className="timeline" aria-label={t('track.milestones')}>
      {steps.map(({ step, reached, at }) => {
        const state = step === current ? 'current' : reached ? 'done' : 'upcoming';
        return (
          <li key={step} className={`timeline__step timeline__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="timeline__title">{trackStepTitle(step, tracking.stage)}</span>
            {reached && at && <span className="timeline__date">{dayOf(at, i18n.language)}</span>}
            {state === 'upcoming' && <span className="timeline__date">{t('track.toCome')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
