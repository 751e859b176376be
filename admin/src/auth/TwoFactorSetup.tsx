import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { Schemas } from '@evisa/contract';
import { Title, useNotify } from 'react-admin';
import { StringField } from '../common/StringField';
import { httpClient } from '../httpClient';
import { getUser, updateUser } from './session';

type Step = { kind: 'start' } | { kind: 'scan'; secret: string; uri: string } | { kind: 'done'; recoveryCodes: string[] };

// The key in groups of four, as authenticator apps show and take it.
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

const message = (error: unknown) =>
  (error as { body?: { errors?: { message: string }[]; message?: string } }).body?.errors?.[0]?.message ??
  (error as { message?: string }).message ??
  'Something went wrong. Please try again.';

/**
 * Setting up two-factor sign-in for the signed-in account: a key for the authenticator app (typed in or opened
 * as an otpauth:// link on a phone), a first code to prove it works, then the recovery codes, shown only once.
 */
export const TwoFactorSetup = () => {
  const notify = useNotify();
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const user = getUser();

  const start = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient('/api/admin/auth/two-factor', { method: 'POST' });
      const { secret, uri } = json as Schemas['TwoFactorKey'];
      setStep({ kind: 'scan', secret, uri });
    } catch (error) {
      notify(message(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const request: Schemas['TwoFactorConfirmRequest'] = { code };
      const { json } = await httpClient('/api/admin/auth/two-factor/confirm', { method: 'POST', body: JSON.stringify(request) });
      updateUser({ two_factor: true, must_set_up_two_factor: false });
      setStep({ kind: 'done', recoveryCodes: (json as Schemas['RecoveryCodes']).recovery_codes });
    } catch (error) {
      notify(message(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <Title title="Two-factor sign-in" />
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            Two-factor sign-in
          </Typography>
          {user?.must_set_up_two_factor && step.kind !== 'done' && (
            <Alert severity="warning">An admin requires two-factor sign-in for every staff account. Set it up to continue.</Alert>
          )}
          {user?.two_factor && step.kind !== 'done' ? (
            <Alert severity="success">
              Two-factor sign-in is on for your account. If you lose your phone and your recovery codes, an admin can reset it.
            </Alert>
          ) : step.kind === 'start' ? (
            <>
              <Typography variant="body2">
                Besides your password, signing in will ask for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft
                Authenticator, 1Password, Aegis…).
              </Typography>
              <Box>
                <Button variant="contained" onClick={start} disabled={busy}>
                  Set up two-factor sign-in
                </Button>
              </Box>
            </>
          ) : step.kind === 'scan' ? (
            <>
              <Typography variant="body2">
                In your authenticator app, add an account and type this key (or open the link on the phone that has the app):
              </Typography>
              <Typography sx={{ fontFamily: 'monospace', fontSize: 20, letterSpacing: 1 }} aria-label="Key for your authenticator app">
                {grouped(step.secret)}
              </Typography>
              <Box>
                <Button href={step.uri} size="small">
                  Open in the authenticator app
                </Button>
              </Box>
              <StringField
                label="The 6-digit code the app shows now"
                value={code}
                onValue={setCode}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
              <Box>
                <Button variant="contained" onClick={confirm} disabled={busy || !/^\d{6}$/.test(code.trim())}>
                  Turn on
                </Button>
              </Box>
            </>
          ) : (
            <>
              <Alert severity="success">Two-factor sign-in is on.</Alert>
              <Typography variant="body2">
                Keep these recovery codes somewhere safe (not on the phone). Each one signs you in once without the app. They are shown only now.
              </Typography>
              <Box component="ol" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2, m: 0 }}>
                {step.recoveryCodes.map((recovery) => (
                  <li key={recovery}>{recovery}</li>
                ))}
              </Box>
              <Box>
                <Button variant="contained" onClick={() => window.location.assign('/admin')}>
                  Continue to the back office
                </Button>
              </Box>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
