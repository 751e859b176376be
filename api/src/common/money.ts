/** An amount in whole cents: sums and comparisons of amounts with decimals are made in cents, free of binary rounding. */
export const cents = (amount: number): number => Math.round(amount * 100);

/** Whether an amount has at most two decimals (a number as JSON gives it, so within rounding of whole cents). */
export const hasWholeCents = (amount: number): boolean => Math.abs(amount * 100 - cents(amount)) < 1e-6;
