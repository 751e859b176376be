import type { Schemas } from '@evisa/contract';
import { requestJson } from './http';

export type LiveHelpConversation = Schemas['LiveHelpConversation'];
export type LiveHelpMessage = Schemas['LiveHelpMessage'];
export type LiveHelpContext = Schemas['LiveHelpStart']['context'];

/** Whether staff answer now; outside the hours, when they will. */
export function liveHelpAvailability(): Promise<Schemas['LiveHelpAvailability']> {
  return requestJson('GET', '/api/live-help/availability');
}

/** POST a first question: opens a conversation whose token alone opens it again. */
export function startConversation(body: Schemas['LiveHelpStart']): Promise<LiveHelpConversation> {
  return requestJson('POST', '/api/live-help/conversations', body);
}

export function readConversation(token: string): Promise<LiveHelpConversation> {
  return requestJson('GET', `/api/live-help/conversations/${encodeURIComponent(token)}`);
}

export function postMessage(token: string, body: Schemas['LiveHelpPost']): Promise<LiveHelpConversation> {
  return requestJson('POST', `/api/live-help/conversations/${encodeURIComponent(token)}/messages`, body);
}

/** The conversation's live messages (server-sent events); EventSource resumes by itself from the last id. */
export function conversationStreamUrl(token: string): string {
  return `/api/live-help/conversations/${encodeURIComponent(token)}/stream`;
}
