import type { MailTemplate } from './mail-message.js';

/** Staff's answer to an enquiry. */
export const enquiryReplyMail: MailTemplate<{ givenName: string; reference: string; reply: string }> = (
  { givenName, reference, reply },
  { business },
) => ({
  subject: `Re: your message to ${business.name}`,
  greeting: `Hello ${givenName},`,
  blocks: [
    { type: 'text', text: reply },
    { type: 'facts', rows: [['Your reference', reference]] },
    { type: 'text', text: 'Kind regards,' },
  ],
});
