import type { Schemas } from '@evisa/contract';

export type RefundRequest = Schemas['RefundRequestRecord'];
