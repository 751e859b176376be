import type { MailTemplate } from './mail-message.js';

/** The address that opens a live-help conversation again: the token rides in the fragment, never sent to a server. */
const liveHelpUrl = (publicUrl: string, token: string) => `${publicUrl}/#live-help=${token}`;

/** Staff answered a live-help question while the applicant was away. */
export const liveHelpReplyMail: MailTemplate<{ token: string; reply: string }> = ({ token, reply }, { publicUrl, business }) => ({
  subject: `${business.name} answered your question`,
  greeting: 'Hello,',
  blocks: [
    { type: 'text', text: 'you asked us a question while filling in your application. Our answer:' },
    { type: 'quote', text: reply },
    { type: 'action', label: 'Open the conversation to reply', url: liveHelpUrl(publicUrl, token) },
    { type: 'text', text: 'Kind regards,' },
  ],
});
