import type { Schemas } from '@evisa/contract';

/** A conversation in the queue; GET one (its page) adds the messages and the enquiries about its application. */
export type LiveHelpRecord = Schemas['LiveHelpQueueItem'] & Partial<Pick<Schemas['LiveHelpThread'], 'messages' | 'enquiries'>>;
