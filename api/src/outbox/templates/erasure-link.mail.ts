import { dearApplicant, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';

const WORDS: Worded<{ subject: string; asked(id: string): string; confirm(hours: number): string; erase: string; ignore: string }> = {
  en: {
    subject: 'Confirm the erasure of your e-Visa application',
    asked: (id) =>
      `someone (we hope you) asked us to erase your e-Visa application ${id} and everything we keep about it: your answers, photograph and documents.`,
    confirm: (hours) => `This cannot be undone. To confirm, open this link within ${hours} hours:`,
    erase: 'Erase my application',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing will be erased.',
  },
  fr: {
    subject: 'Confirmez l’effacement de votre demande d’e-Visa',
    asked: (id) =>
      `Quelqu’un (vous, nous l’espérons) nous a demandé d’effacer votre demande d’e-Visa ${id} et tout ce que nous conservons à son sujet : vos réponses, votre photo et vos documents.`,
    confirm: (hours) => `Cette action est irréversible. Pour confirmer, ouvrez ce lien dans les ${hours} heures :`,
    erase: 'Effacer ma demande',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne sera effacé.',
  },
  de: {
    subject: 'Bestätigen Sie die Löschung Ihres e-Visum-Antrags',
    asked: (id) =>
      `jemand (hoffentlich Sie) hat uns gebeten, Ihren e-Visum-Antrag ${id} und alles, was wir dazu speichern, zu löschen: Ihre Antworten, Ihr Foto und Ihre Dokumente.`,
    confirm: (hours) => `Dies kann nicht rückgängig gemacht werden. Öffnen Sie zur Bestätigung diesen Link innerhalb von ${hours} Stunden:`,
    erase: 'Meinen Antrag löschen',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es wird nichts gelöscht.',
  },
  es: {
    subject: 'Confirme la eliminación de su solicitud de e-Visa',
    asked: (id) =>
      `Alguien (esperamos que usted) nos ha pedido eliminar su solicitud de e-Visa ${id} y todo lo que guardamos sobre ella: sus respuestas, su fotografía y sus documentos.`,
    confirm: (hours) => `Esto no se puede deshacer. Para confirmarlo, abra este enlace en las próximas ${hours} horas:`,
    erase: 'Eliminar mi solicitud',
    ignore: 'Si no lo ha pedido usted, ignore este correo: no se eliminará nada.',
  },
  ru: {
    subject: 'Подтвердите удаление заявки на электронную визу',
    asked: (id) =>
      `Кто-то (надеемся, что вы) попросил нас удалить вашу заявку на электронную визу ${id} и всё, что мы о ней храним: ваши ответы, фотографию и документы.`,
    // 'ч' reads right after any number: no plural forms to choose.
    confirm: (hours) => `Это действие необратимо. Чтобы подтвердить удаление, откройте ссылку в течение ${hours} ч:`,
    erase: 'Удалить мою заявку',
    ignore: 'Если вы этого не запрашивали, проигнорируйте письмо: ничего не будет удалено.',
  },
  zh: {
    subject: '确认删除您的电子签证申请',
    asked: (id) => `有人（希望是您本人）请求我们删除您的电子签证申请 ${id} 以及我们保存的与之相关的一切：您的回答、照片和文件。`,
    confirm: (hours) => `此操作无法撤销。如需确认，请在 ${hours} 小时内打开此链接：`,
    erase: '删除我的申请',
    ignore: '如果这不是您提出的请求，请忽略此邮件：不会删除任何内容。',
  },
  ar: {
    subject: 'أكّد محو طلب تأشيرتك الإلكترونية',
    asked: (id) => `طلب منا أحدهم (نأمل أن تكون أنت) محو طلب تأشيرتك الإلكترونية ${id} وكل ما نحتفظ به عنه: إجاباتك وصورتك ومستنداتك.`,
    confirm: (hours) => `لا يمكن التراجع عن ذلك. للتأكيد، افتح هذا الرابط خلال ${hours} ساعة:`,
    erase: 'امحُ طلبي',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُمحى أي شيء.',
  },
};

/** The link that confirms an applicant's request to erase their application. */
export const erasureLinkMail: MailTemplate<{ skuId: string; data: Record<string, unknown>; token: string; hours: number }> = (
  { skuId, data, token, hours },
  { publicUrl, language },
) => {
  const words = inLanguage(WORDS, language);
  return {
    subject: words.subject,
    greeting: dearApplicant(data, language),
    blocks: [
      { type: 'text', text: words.asked(skuId) },
      { type: 'text', text: words.confirm(hours) },
      { type: 'action', label: words.erase, url: `${publicUrl}/Erase-My-Data/${token}` },
      { type: 'text', text: words.ignore },
    ],
  };
};
