import { minValue, required } from 'react-admin';

const twoDecimals = (value: unknown) =>
  typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6 ? 'At most 2 decimals' : undefined;

/** What the API accepts for an amount: given, not negative, whole cents. */
export const amountValidators = [required(), minValue(0), twoDecimals];
