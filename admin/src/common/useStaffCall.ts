import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * A call a staff member starts (a button, a picked file), one at a time: `busy` while it runs, and a failure said in
 * a notification, in the API's words where it gave some, else in `failed`.
 */
export const useStaffCall = () => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      notify(error instanceof Error ? error.message : failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
