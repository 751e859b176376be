import { useState } from 'react';
import { Link } from 'react-router';
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
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const reply = await submitCorrections(id);
      toast.success(reply.message ?? 'Your corrections were sent.');
      onSent?.();
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Your corrections could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="notice notice--warning correction-banner" role="region" aria-label="Corrections requested">
      <p>
        <strong>Our team asked you to correct some details.</strong> Only these can be changed; everything else, your payment included, stays as it
        is.
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
            Send my corrections
          </button>
        </p>
      ) : (
        <p>
          When you have corrected them, save the step and{' '}
          <Link to={`/Preview/${encodeURIComponent(id)}`}>send your corrections from the summary</Link>.
        </p>
      )}
    </div>
  );
}
