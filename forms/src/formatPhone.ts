// Apart from phone.ts: libphonenumber's metadata (about 29 KB gzip) is needed only where answers are shown, so the
// wizard's steps, which only reduce what is typed to digits, load without it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored phone number written for people to read: '441134960000' as '+44 113 496 0000', grouped as the country
 * writes its numbers (libphonenumber). The phone fields ask for the country code first, so the digits are read
 * that way; digits that cannot be a number so read (a local number typed without it) are shown as stored.
 */
export function formatPhone(stored: string): string {
  if (!/^[0-9]+$/.test(stored)) return stored;
  const number = parsePhoneNumberFromString(`+${stored}`);
  return number?.isPossible() ? number.formatInternational() : stored;
}
