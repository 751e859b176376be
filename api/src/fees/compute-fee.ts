import { FEE_CURRENCY, feeCodes, type FeeQuote, type FormDefinition } from '@evisa/forms';
import { cents } from '../common/money.js';
import type { FeeAmounts } from './fee.entity.js';

/**
 * The fee of an application from its country's amounts, by the fee codes its answers give under the definition
 * version it was filled in with (spec part 2, section 9; form.json `fees`). Null while the answers do not decide
 * the fee, or when the country has no amount for one of its codes (nobody can be charged an unpriced fee).
 */
export function computeFee(amounts: FeeAmounts, definition: FormDefinition, data: Record<string, unknown>): FeeQuote | null {
  const codes = feeCodes(definition, data);
  if (!codes) return null;
  const priced = (code: string) => (Object.hasOwn(amounts, code) ? amounts[code] : undefined);
  const visaFee = priced(codes.visa);
  const extras = codes.extras.map(priced);
  if (visaFee === undefined || extras.some((fee) => fee === undefined)) return null;
  // Summed in cents: amounts with decimals must not pick up binary rounding errors.
  const urgentCents = extras.reduce<number>((sum, fee) => sum + cents(fee!), 0);
  return { amount: (cents(visaFee) + urgentCents) / 100, currency: FEE_CURRENCY, visaFee, urgentFee: urgentCents / 100 };
}
