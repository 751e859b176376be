import { useCallback, useEffect, useRef } from 'react';
import type { StepDefinition } from '@evisa/forms/browser';
import type { ApplicationRecord, SavedApplication } from '../api/applications';
import { loadApplication } from './loadApplication';
import { hasUnsavedAnswers } from './stepDraft';

/** Where a tab says it saved a step, so that other tabs on the same step can tell their applicant. */
const SAVES_CHANNEL = 'evisa-saves';
interface SavedMessage {
  id: string;
  stepId: string;
  savedAt?: string;
}

/**
 * Saves of this browser's tabs, told to each other at once: another tab that saves this step's answers differently
 * calls `onSavedElsewhere` with the application as saved now, before this one tries to save over it. Returns the
 * announcement this tab makes after its own save.
 */
export function useCrossTabSaves(
  id: string | undefined,
  step: StepDefinition,
  saved: SavedApplication,
  onSavedElsewhere: (current: ApplicationRecord) => void,
): (message: SavedMessage) => void {
  // Read when a message comes, not when the channel opens: the answers and the handler change meanwhile.
  const latest = useRef({ saved, onSavedElsewhere });
  latest.current = { saved, onSavedElsewhere };

  useEffect(() => {
    if (id === undefined || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SAVES_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<SavedMessage>) => {
      if (data.id !== id || data.stepId !== step.id || data.savedAt === latest.current.saved.saved_at) return;
      void loadApplication(id).then((current) => {
        if (current.ok && hasUnsavedAnswers(step, current.application, latest.current.saved)) {
          latest.current.onSavedElsewhere(current.application);
        }
      });
    };
    return () => channel.close();
  }, [id, step]);

  return useCallback((message: SavedMessage) => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SAVES_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }, []);
}
