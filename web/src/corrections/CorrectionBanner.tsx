import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { useState } from 'react';
import { Link } from '../router/router';
import type { FormDefinition } from '@evisa/forms/browser';
import { ApiError } from '../api/http';
import { toast } from '../shell/toast';
import { stepLink } from '../wizard/stepLink';
import { correctionSteps, submitCorrections, type CorrectionRequest } from './correction';

interface CorrectionBannerProps {
  definition: FormDefinition;
  correction: CorrectionRequest;
  id: string;
  /** On the Preview: show the button that sends the corrections back, and what follows once they are sent. */
  onSent?: () => void;
}

/**
 * What our team asked the applicant to correct and why, with a link to each step concerned; on the Preview, the
 * button that sends the corrections back.
 */
export function CorrectionBanner({ definition, correction, id, onSent }: CorrectionBannerProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const reply = await submitCorrections(id);
      toast.success(reply.message ?? t('corrections.sent'));
      onSent?.();
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('corrections.sendFailed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="notice notice--warning correction-banner" role="region" aria-label={t('corrections.label')}>
      <p>
        <Trans i18nKey="corrections.intro" components={{ strong: <strong /> }} />
      </p>
      <blockquote className="correction-banner__message">{correction.message}</blockquote>
      <ul>
        {correctionSteps(definition, correction).map((step) => (
          <li key={step.id}>
            <Link {...stepLink(step.route, id)}>{step.title}</Link>:{' '}
            {correction.fields
              .filter((field) => field.step === step.id)
              .map((field) => field.title)
              .join(', ')}
          </li>
        ))}
      </ul>
      {onSent ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => void send()} disabled={sending}>
            {t('corrections.send')}
          </button>
        </p>
      ) : (
        <p>
          <Trans i18nKey="corrections.howToSend" components={{ summary: <Link to={`/Preview/${encodeURIComponent(id)}`} /> }} />
        </p>
      )}
    </div>
  );
}
