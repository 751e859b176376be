import type { Schemas } from '@evisa/contract';

/** A country's fee record: one USD amount (or null, not priced yet) per fee code, keyed by the code. */
export type Fee = Schemas['FeeRecord'];
