/** An amount as the refund pages write it: 42.50 USD. */
export const money = (amount: number | null | undefined, currency: string) =>
  amount === null || amount === undefined ? '—' : `${amount.toFixed(2)} ${currency}`;
