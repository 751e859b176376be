import type { Schemas } from '@evisa/contract';
import { api, dataOf, urlOf } from './http';

export type LiveHelpConversation = Schemas['LiveHelpConversation'];
export type LiveHelpMessage = Schemas['LiveHelpMessage'];
export type LiveHelpContext = Schemas['LiveHelpStart']['context'];

/** Whether staff answer now; outside the hours, when they will. */
export function liveHelpAvailability(): Promise<Schemas['LiveHelpAvailability']> {
  return dataOf(api.GET('/api/live-help/availability'));
}

/** POST a first question: opens a conversation whose token alone opens it again. */
export function startConversation(body: Schemas['LiveHelpStart']): Promise<LiveHelpConversation> {
  return dataOf(api.POST('/api/live-help/conversations', { body }));
}

export function readConversation(token: string): Promise<LiveHelpConversation> {
  return dataOf(api.GET('/api/live-help/conversations/{token}', { params: { path: { token } } }));
}

export function postMessage(token: string, body: Schemas['LiveHelpPost']): Promise<LiveHelpConversation> {
  return dataOf(api.POST('/api/live-help/conversations/{token}/messages', { params: { path: { token } }, body }));
}

/** The conversation's live messages (server-sent events); EventSource resumes by itself from the last id. */
export function conversationStreamUrl(token: string): string {
  return urlOf('/api/live-help/conversations/{token}/stream', { token });
}
