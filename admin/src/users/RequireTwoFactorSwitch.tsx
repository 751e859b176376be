import { FormControlLabel, Switch } from '@mui/material';
import type { Schemas } from '@evisa/contract';
import { useGetOne, useNotify, useUpdate } from 'react-admin';

type SecuritySettings = Schemas['SecuritySettings'];

/** The admin's rule for every staff account: sign in with a second factor (the admin needs one first). */
export const RequireTwoFactorSwitch = () => {
  const notify = useNotify();
  const { data } = useGetOne<SecuritySettings>('security-settings', { id: 'security' });
  const [update, { isPending }] = useUpdate<SecuritySettings>();
  if (!data) return null;
  return (
    <FormControlLabel
      sx={{ m: 1 }}
      control={
        <Switch
          checked={data.require_two_factor}
          disabled={isPending}
          onChange={(event) =>
            update(
              'security-settings',
              { id: 'security', data: { require_two_factor: event.target.checked }, previousData: data },
              {
                mutationMode: 'pessimistic',
                onError: (error) => notify((error as Error).message, { type: 'error' }),
              },
            )
          }
        />
      }
      label="Require two-factor sign-in for every staff account"
    />
  );
};
