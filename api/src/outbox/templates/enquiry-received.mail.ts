import type { MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';
import { sharedWords } from './mail-words.js';

const WORDS: Worded<{ subject: string; thanks: string; ignore: string }> = {
  en: {
    subject: 'We received your message',
    thanks: 'thank you for contacting our e-Visa assistance team. We have received your message and will answer you by e-mail.',
    ignore: 'If you did not write to us, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    thanks: 'Merci d’avoir contacté notre équipe d’assistance e-Visa. Nous avons bien reçu votre message et vous répondrons par e-mail.',
    ignore: 'Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.',
  },
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    thanks: 'vielen Dank, dass Sie sich an unser e-Visum-Hilfeteam gewandt haben. Wir haben Ihre Nachricht erhalten und antworten Ihnen per E-Mail.',
    ignore: 'Wenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.',
  },
  es: {
    subject: 'Hemos recibido su mensaje',
    thanks:
      'Gracias por ponerse en contacto con nuestro equipo de asistencia de e-Visa. Hemos recibido su mensaje y le responderemos por correo electrónico.',
    ignore: 'Si no nos ha escrito, puede ignorar este correo.',
  },
  ru: {
    subject: 'Мы получили ваше сообщение',
    thanks: 'Спасибо, что обратились в нашу службу поддержки по электронным визам. Мы получили ваше сообщение и ответим вам по электронной почте.',
    ignore: 'Если вы нам не писали, просто проигнорируйте это письмо.',
  },
  zh: {
    subject: '我们已收到您的留言',
    thanks: '感谢您联系我们的电子签证协助团队。我们已收到您的留言，并将通过电子邮件回复您。',
    ignore: '如果您没有给我们写信，请忽略此邮件。',
  },
  ar: {
    subject: 'استلمنا رسالتك',
    thanks: 'شكرًا لتواصلك مع فريق مساعدة التأشيرة الإلكترونية لدينا. استلمنا رسالتك وسنرد عليك بالبريد الإلكتروني.',
    ignore: 'إذا لم تراسلنا، يمكنك تجاهل هذه الرسالة.',
  },
};

/**
 * The contact form's acknowledgement, in the language the form was sent in. Nothing the sender typed is echoed:
 * no chosen text to a chosen address.
 */
export const enquiryReceivedMail: MailTemplate<{ reference: string }> = ({ reference }, { language }) => {
  const words = inLanguage(WORDS, language);
  const shared = sharedWords(language);
  return {
    subject: words.subject,
    greeting: shared.hello,
    blocks: [
      { type: 'text', text: words.thanks },
      { type: 'facts', rows: [[shared.yourReference, reference]] },
      { type: 'text', text: words.ignore },
    ],
  };
};
