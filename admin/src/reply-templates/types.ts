import type { Schemas } from '@evisa/contract';

/** A saved reply as the admin API serves it. */
export type ReplyTemplate = Schemas['ReplyTemplate'];
