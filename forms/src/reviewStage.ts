import { SOURCE_LANGUAGE, type SiteLanguage } from './languages.js';
import type { ReviewStatus } from './statuses.js';

/**
 * Where a paid application stands, in the applicant's words: the lookup pages (/Partial-Filled, /Visa-Fee) and the
 * e-mails say it the same way. Staff's review statuses are finer than an applicant needs (READY_TO_SUBMIT is still
 * "in review" to them), so each status maps to one stage.
 */
/** The applicant's stages: `approved` is the e-Visa granted, `rejected` refused, `withdrawn` ended on their request. */
export const REVIEW_STAGES = ['received', 'in_review', 'waiting_for_corrections', 'submitted', 'approved', 'rejected', 'withdrawn'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

const STAGE_OF_STATUS: Record<Exclude<ReviewStatus, 'NEEDS_CHANGES'>, ReviewStage> = {
  NEW: 'received',
  IN_REVIEW: 'in_review',
  READY_TO_SUBMIT: 'in_review',
  SUBMITTED: 'submitted',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  WITHDRAWN: 'withdrawn',
};

/**
 * The stage of a paid application by its review status. It waits for the applicant only while a correction
 * request is open (only then can they change anything); NEEDS_CHANGES without one is still our team's work.
 */
export function reviewStageOf(reviewStatus: string, correctionOpen: boolean): ReviewStage {
  if (correctionOpen) return 'waiting_for_corrections';
  return STAGE_OF_STATUS[reviewStatus as keyof typeof STAGE_OF_STATUS] ?? 'in_review';
}

/** What the applicant is told at each stage: a short title and a sentence or two. */
export interface ReviewStageWords {
  title: string;
  text: string;
}

interface StageWords {
  /** The support line that follows every stage's text but the corrections one. */
  call(phone: string): string;
  stages: Record<ReviewStage, { title: string; text(id: string): string }>;
}

/**
 * The stages' words in each language of the site (the lookup pages, the tracking page and the e-mails). English
 * keeps the spec's COMPLETED message for `received`.
 */
const STAGE_WORDS: Record<SiteLanguage, StageWords> = {
  en: {
    call: (phone) => `For any question, call our support team on ${phone}.`,
    stages: {
      received: { title: 'Received', text: (id) => `Your application ${id} has been received and is under review.` },
      in_review: {
        title: 'In review',
        text: (id) => `Our team is checking your application ${id} and its documents now. We will write to you if anything needs correcting.`,
      },
      waiting_for_corrections: {
        title: 'Waiting for your corrections',
        text: (id) =>
          `We asked you to correct some details of your application ${id}. Open it to see what to correct and send the corrections; only those details can be changed.`,
      },
      submitted: {
        title: 'Submitted',
        text: (id) =>
          `Your application ${id} has been checked and submitted to the Government of India. Their decision comes to your e-mail address.`,
      },
      approved: {
        title: 'e-Visa granted',
        text: (id) =>
          `Your e-Visa for application ${id} has been granted. Download it from the tracking page of your application, with its number and your passport number, now or later.`,
      },
      rejected: {
        title: 'e-Visa not granted',
        text: (id) =>
          `Your e-Visa for application ${id} was not granted. We have written to you at your e-mail address about the reasons and what you can do next.`,
      },
      withdrawn: { title: 'Withdrawn', text: (id) => `Your application ${id} was withdrawn at your request and will not be submitted.` },
    },
  },
  fr: {
    call: (phone) => `Pour toute question, appelez notre service d’assistance au ${phone}.`,
    stages: {
      received: { title: 'Reçue', text: (id) => `Votre demande ${id} a été reçue et est en cours d’examen.` },
      in_review: {
        title: 'En cours d’examen',
        text: (id) =>
          `Notre équipe vérifie en ce moment votre demande ${id} et ses documents. Nous vous écrirons si quelque chose doit être corrigé.`,
      },
      waiting_for_corrections: {
        title: 'En attente de vos corrections',
        text: (id) =>
          `Nous vous avons demandé de corriger certaines informations de votre demande ${id}. Ouvrez-la pour voir quoi corriger et envoyez les corrections ; seules ces informations peuvent être modifiées.`,
      },
      submitted: {
        title: 'Transmise',
        text: (id) =>
          `Votre demande ${id} a été vérifiée et transmise au gouvernement de l’Inde. Sa décision vous parviendra à votre adresse e-mail.`,
      },
      approved: {
        title: 'e-Visa accordé',
        text: (id) =>
          `Votre e-Visa pour la demande ${id} a été accordé. Téléchargez-le depuis la page de suivi de votre demande, avec son numéro et votre numéro de passeport, maintenant ou plus tard.`,
      },
      rejected: {
        title: 'e-Visa refusé',
        text: (id) =>
          `Votre e-Visa pour la demande ${id} n’a pas été accordé. Nous vous avons écrit à votre adresse e-mail pour vous en donner les raisons et vous dire ce que vous pouvez faire ensuite.`,
      },
      withdrawn: { title: 'Retirée', text: (id) => `Votre demande ${id} a été retirée à votre demande et ne sera pas transmise.` },
    },
  },
  de: {
    call: (phone) => `Bei Fragen rufen Sie unser Support-Team unter ${phone} an.`,
    stages: {
      received: { title: 'Eingegangen', text: (id) => `Ihr Antrag ${id} ist eingegangen und wird geprüft.` },
      in_review: {
        title: 'In Prüfung',
        text: (id) => `Unser Team prüft gerade Ihren Antrag ${id} und seine Unterlagen. Wir schreiben Ihnen, falls etwas korrigiert werden muss.`,
      },
      waiting_for_corrections: {
        title: 'Wartet auf Ihre Korrekturen',
        text: (id) =>
          `Wir haben Sie gebeten, einige Angaben in Ihrem Antrag ${id} zu korrigieren. Öffnen Sie ihn, um zu sehen, was zu korrigieren ist, und senden Sie die Korrekturen; nur diese Angaben können geändert werden.`,
      },
      submitted: {
        title: 'Eingereicht',
        text: (id) =>
          `Ihr Antrag ${id} wurde geprüft und bei der Regierung Indiens eingereicht. Deren Entscheidung erhalten Sie an Ihre E-Mail-Adresse.`,
      },
      approved: {
        title: 'e-Visum erteilt',
        text: (id) =>
          `Ihr e-Visum zum Antrag ${id} wurde erteilt. Laden Sie es jetzt oder später auf der Verfolgungsseite Ihres Antrags herunter, mit der Antragsnummer und Ihrer Passnummer.`,
      },
      rejected: {
        title: 'e-Visum nicht erteilt',
        text: (id) =>
          `Ihr e-Visum zum Antrag ${id} wurde nicht erteilt. Wir haben Ihnen an Ihre E-Mail-Adresse geschrieben, aus welchen Gründen und was Sie jetzt tun können.`,
      },
      withdrawn: { title: 'Zurückgezogen', text: (id) => `Ihr Antrag ${id} wurde auf Ihren Wunsch zurückgezogen und wird nicht eingereicht.` },
    },
  },
  es: {
    call: (phone) => `Para cualquier pregunta, llame a nuestro equipo de atención al ${phone}.`,
    stages: {
      received: { title: 'Recibida', text: (id) => `Su solicitud ${id} se ha recibido y está en revisión.` },
      in_review: {
        title: 'En revisión',
        text: (id) => `Nuestro equipo está revisando ahora su solicitud ${id} y sus documentos. Le escribiremos si hay algo que corregir.`,
      },
      waiting_for_corrections: {
        title: 'Pendiente de sus correcciones',
        text: (id) =>
          `Le hemos pedido que corrija algunos datos de su solicitud ${id}. Ábrala para ver qué corregir y envíe las correcciones; solo esos datos pueden cambiarse.`,
      },
      submitted: {
        title: 'Presentada',
        text: (id) =>
          `Su solicitud ${id} se ha revisado y presentado al Gobierno de la India. Su decisión le llegará a su dirección de correo electrónico.`,
      },
      approved: {
        title: 'e-Visa concedida',
        text: (id) =>
          `Su e-Visa de la solicitud ${id} ha sido concedida. Descárguela desde la página de seguimiento de su solicitud, con su número y su número de pasaporte, ahora o más adelante.`,
      },
      rejected: {
        title: 'e-Visa denegada',
        text: (id) =>
          `Su e-Visa de la solicitud ${id} no ha sido concedida. Le hemos escrito a su dirección de correo electrónico sobre los motivos y lo que puede hacer a continuación.`,
      },
      withdrawn: { title: 'Retirada', text: (id) => `Su solicitud ${id} se ha retirado a petición suya y no se presentará.` },
    },
  },
  ru: {
    call: (phone) => `По любым вопросам звоните в нашу службу поддержки: ${phone}.`,
    stages: {
      received: { title: 'Получена', text: (id) => `Ваша заявка ${id} получена и находится на рассмотрении.` },
      in_review: {
        title: 'На проверке',
        text: (id) => `Наша команда сейчас проверяет вашу заявку ${id} и её документы. Мы напишем вам, если что-то потребуется исправить.`,
      },
      waiting_for_corrections: {
        title: 'Ожидаем ваших исправлений',
        text: (id) =>
          `Мы попросили вас исправить некоторые данные в заявке ${id}. Откройте её, чтобы увидеть, что нужно исправить, и отправьте исправления; изменить можно только эти данные.`,
      },
      submitted: {
        title: 'Подана',
        text: (id) => `Ваша заявка ${id} проверена и подана правительству Индии. Решение придёт на ваш адрес электронной почты.`,
      },
      approved: {
        title: 'Электронная виза выдана',
        text: (id) =>
          `Электронная виза по заявке ${id} выдана. Скачайте её на странице отслеживания заявки по номеру заявки и номеру паспорта — сейчас или позже.`,
      },
      rejected: {
        title: 'В электронной визе отказано',
        text: (id) =>
          `Электронная виза по заявке ${id} не выдана. Мы написали вам на адрес электронной почты о причинах и о том, что можно сделать дальше.`,
      },
      withdrawn: { title: 'Отозвана', text: (id) => `Ваша заявка ${id} отозвана по вашей просьбе и не будет подана.` },
    },
  },
  zh: {
    call: (phone) => `如有任何疑问，请致电我们的客服团队：${phone}。`,
    stages: {
      received: { title: '已收到', text: (id) => `您的申请 ${id} 已收到，正在审核中。` },
      in_review: { title: '审核中', text: (id) => `我们的团队正在审核您的申请 ${id} 及其文件。如有需要更正之处，我们会写信通知您。` },
      waiting_for_corrections: {
        title: '等待您更正',
        text: (id) => `我们已请您更正申请 ${id} 中的部分信息。请打开申请查看需要更正的内容并提交更正；只有这些信息可以修改。`,
      },
      submitted: { title: '已提交', text: (id) => `您的申请 ${id} 已审核完毕并提交给印度政府。审批结果将发送到您的电子邮箱。` },
      approved: {
        title: '电子签证已签发',
        text: (id) => `您申请 ${id} 的电子签证已获批准。您可以现在或稍后在申请的查询页面凭申请编号和护照号码下载。`,
      },
      rejected: {
        title: '电子签证未获批准',
        text: (id) => `您申请 ${id} 的电子签证未获批准。我们已发邮件到您的邮箱，说明原因以及您接下来可以怎么做。`,
      },
      withdrawn: { title: '已撤回', text: (id) => `您的申请 ${id} 已应您的要求撤回，不会被提交。` },
    },
  },
  ar: {
    call: (phone) => `لأي استفسار، اتصل بفريق الدعم لدينا على ${phone}.`,
    stages: {
      received: { title: 'تم الاستلام', text: (id) => `تم استلام طلبك ${id} وهو قيد المراجعة.` },
      in_review: { title: 'قيد المراجعة', text: (id) => `يراجع فريقنا الآن طلبك ${id} ومستنداته. سنراسلك إذا كان هناك ما يحتاج إلى تصحيح.` },
      waiting_for_corrections: {
        title: 'بانتظار تصحيحاتك',
        text: (id) => `طلبنا منك تصحيح بعض بيانات طلبك ${id}. افتحه لترى ما يجب تصحيحه ثم أرسل التصحيحات؛ لا يمكن تغيير سوى هذه البيانات.`,
      },
      submitted: { title: 'تم التقديم', text: (id) => `تم التحقق من طلبك ${id} وتقديمه إلى حكومة الهند. سيصلك قرارها على عنوان بريدك الإلكتروني.` },
      approved: {
        title: 'تم منح التأشيرة الإلكترونية',
        text: (id) => `تم منح تأشيرتك الإلكترونية للطلب ${id}. نزّلها من صفحة تتبّع طلبك برقم الطلب ورقم جواز سفرك، الآن أو لاحقًا.`,
      },
      rejected: {
        title: 'لم تُمنح التأشيرة الإلكترونية',
        text: (id) => `لم تُمنح تأشيرتك الإلكترونية للطلب ${id}. راسلناك على عنوان بريدك الإلكتروني بشأن الأسباب وما يمكنك فعله بعد ذلك.`,
      },
      withdrawn: { title: 'تم السحب', text: (id) => `تم سحب طلبك ${id} بناءً على طلبك ولن يتم تقديمه.` },
    },
  },
};

/**
 * The words of a stage for application `skuId`, in `language` (English when it is none of the site's): every stage
 * but the corrections one ends with the support phone; the corrections stage is followed by the link to the application.
 */
export function reviewStageWords(stage: ReviewStage, skuId: string, supportPhone: string, language?: string): ReviewStageWords {
  const words = STAGE_WORDS[language as SiteLanguage] ?? STAGE_WORDS[SOURCE_LANGUAGE];
  const { title, text } = words.stages[stage];
  return { title, text: stage === 'waiting_for_corrections' ? text(skuId) : `${text(skuId)} ${words.call(supportPhone)}` };
}

/** The milestones of a case on the applicant's tracking page (/Track), in order. */
export const TRACK_STEPS = ['paid', 'in_review', 'waiting_for_corrections', 'submitted', 'decided'] as const;
export type TrackStep = (typeof TRACK_STEPS)[number];

/** A milestone's title; `decided` is named by the decision once there is one. */
export function trackStepTitle(step: TrackStep, stage: ReviewStage | null): string {
  switch (step) {
    case 'paid':
      return 'Paid and received';
    case 'in_review':
      return 'In review';
    case 'waiting_for_corrections':
      return 'Your corrections';
    case 'submitted':
      return 'Submitted to the Government of India';
    case 'decided':
      return stage === 'approved' || stage === 'rejected' || stage === 'withdrawn' ? reviewStageWords(stage, '', '').title : 'Decision';
  }
}

/**
 * What happens next at a stage, for application `skuId`; `by` is the day we promised to submit it by (from its
 * processing type and payment time), written as the page writes dates.
 */
export function nextStepWords(stage: ReviewStage | null, by: string | null): string {
  const promise = by ? ` We submit it to the Government of India by ${by}.` : '';
  switch (stage) {
    case null:
      return 'Complete your application and pay the fee: our team starts checking it as soon as it is paid.';
    case 'received':
    case 'in_review':
      return `Our team checks your answers and documents, and writes to you if anything needs correcting.${promise}`;
    case 'waiting_for_corrections':
      return 'Open your application, correct the details we asked about and send the corrections from the Preview. We continue as soon as they arrive.';
    case 'submitted':
      return 'The Government of India decides on your application, usually within 3 to 5 business days. We e-mail you the decision as soon as it comes.';
    case 'approved':
      return 'Download your e-Visa below and print it: show it with your passport when you arrive in India.';
    case 'rejected':
      return 'We have written to you about the reasons and what you can do next.';
    case 'withdrawn':
      return 'Nothing more happens with this application.';
  }
}
