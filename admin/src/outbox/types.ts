import type { Schemas } from '@evisa/contract';

/** An e-mail of the outbox (its id is react-admin's record id). */
export type OutboxMessage = Schemas['OutboxMessage'];
