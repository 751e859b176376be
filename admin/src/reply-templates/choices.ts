import type { StatusChoice } from '../common/StatusChip';
import type { ReplyTemplate } from './types';

/** What a saved reply is for, in the words of the console. */
export const useChoices: Array<StatusChoice & { id: ReplyTemplate['use'] }> = [
  { id: 'enquiry', name: 'Enquiry reply', color: 'info' },
  { id: 'correction', name: 'Correction message', color: 'warning' },
];
