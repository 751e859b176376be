import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'e-Visa back office';
// Codes of the previous and the next 30-second step pass too: phone clocks drift.
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODES = 10;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads (as a QR code or typed in). */
export const totpUri = (email: string, secret: string): string => generateURI({ issuer: ISSUER, label: email, secret });

/** The time step of a valid code newer than `afterStep`, or null (wrong, stale, or already used). */
export async function verifyTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API answers HOTP's or TOTP's result; a TOTP check carries the step it matched.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes as the person writes them down (xxxxx-xxxxx), each good for one sign-in. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

/** How a recovery code is stored and looked up: its SHA-256, whatever its case or spacing as typed. */
export const recoveryCodeHash = (code: string): string => createHash('sha256').update(code.trim().toLowerCase().replace(/[\s-]/g, '')).digest('hex');

export const isRecoveryCode = (code: string): boolean => /^[0-9a-f]{5}-?[0-9a-f]{5}$/i.test(code.trim());
