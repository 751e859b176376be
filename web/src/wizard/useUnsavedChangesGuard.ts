import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from '../router/router';

/** What the step tells the guard: whether its answers differ from the saved ones, and that it leaves after a save. */
export interface UnsavedChangesGuard {
  setUnsaved(unsaved: boolean): void;
  /** The step was saved and goes on: its own navigation is not asked about. */
  leaveSaved(): void;
}

/**
 * Asks before unsaved answers are left: a link or Back inside the site asks with the site's own confirm, closing
 * or reloading the tab with the browser's. Refs, not state: typing must not re-render the step.
 */
export function useUnsavedChangesGuard(): UnsavedChangesGuard {
  const { t } = useTranslation();
  const unsaved = useRef(false);
  const leavingAfterSave = useRef(false);

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

  return useMemo(
    () => ({
      setUnsaved: (value: boolean) => {
        unsaved.current = value;
      },
      leaveSaved: () => {
        unsaved.current = false;
        leavingAfterSave.current = true;
      },
    }),
    [],
  );
}
