import { useEffect, useState } from 'react';
import { useNavigate } from '../router/router';
import type { ApplicationRecord } from '../api/applications';
import { toast } from '../shell/toast';
import { loadApplication } from './loadApplication';

/**
 * The saved application of the route's id (undefined while it loads, or without an id). A load failure shows its
 * toast and goes home, as every step, the Preview and the Payment page do (spec part 1, section 8).
 */
export function useSavedApplication(id: string | undefined): ApplicationRecord | undefined {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<{ id: string; application: ApplicationRecord }>();

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    void loadApplication(id, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.ok) {
        setLoaded({ id, application: outcome.application });
      } else {
        toast.error(outcome.message);
        navigate('/', { replace: true });
      }
    });
    return () => controller.abort();
  }, [id, navigate]);

  // A value loaded for another id (the route changed) is not this application.
  return id !== undefined && loaded?.id === id ? loaded.application : undefined;
}
