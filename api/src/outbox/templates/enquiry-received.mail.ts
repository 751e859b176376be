import type { MailTemplate } from './mail-message.js';

/** The contact form's acknowledgement. Nothing the sender typed is echoed: no chosen text to a chosen address. */
export const enquiryReceivedMail: MailTemplate<{ reference: string }> = ({ reference }) => ({
  subject: 'We received your message',
  greeting: 'Hello,',
  blocks: [
    { type: 'text', text: 'thank you for contacting our e-Visa assistance team. We have received your message and will answer you by e-mail.' },
    { type: 'facts', rows: [['Your reference', reference]] },
    { type: 'text', text: 'If you did not write to us, you can ignore this e-mail.' },
  ],
});
