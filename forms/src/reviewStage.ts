/**
 * Where a paid application stands, in the applicant's words: the lookup pages (/Partial-Filled, /Visa-Fee) and the
 * e-mails say it the same way. Staff's review statuses are finer than an applicant needs (READY_TO_SUBMIT is still
 * "in review" to them), so each status maps to one stage.
 */
/** Staff's review statuses of an application, in the order of the work (the console's choices and filters). */
export const REVIEW_STATUSES = ['NEW', 'IN_REVIEW', 'NEEDS_CHANGES', 'READY_TO_SUBMIT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

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

/**
 * The words of a stage for application `skuId`. `received` keeps the spec's COMPLETED message (received and under
 * review, with the support phone number); the corrections stage is followed by the link to the application.
 */
export function reviewStageWords(stage: ReviewStage, skuId: string, supportPhone: string): ReviewStageWords {
  const call = `For any question, call our support team on ${supportPhone}.`;
  switch (stage) {
    case 'received':
      return { title: 'Received', text: `Your application ${skuId} has been received and is under review. ${call}` };
    case 'in_review':
      return {
        title: 'In review',
        text: `Our team is checking your application ${skuId} and its documents now. We will write to you if anything needs correcting. ${call}`,
      };
    case 'waiting_for_corrections':
      return {
        title: 'Waiting for your corrections',
        text: `We asked you to correct some details of your application ${skuId}. Open it to see what to correct and send the corrections; only those details can be changed.`,
      };
    case 'submitted':
      return {
        title: 'Submitted',
        text: `Your application ${skuId} has been checked and submitted to the Government of India. Their decision comes to your e-mail address. ${call}`,
      };
    case 'approved':
      return {
        title: 'e-Visa granted',
        text: `Your e-Visa for application ${skuId} has been granted. Download it from the tracking page of your application, with its number and your passport number, now or later. ${call}`,
      };
    case 'rejected':
      return {
        title: 'e-Visa not granted',
        text: `Your e-Visa for application ${skuId} was not granted. We have written to you at your e-mail address about the reasons and what you can do next. ${call}`,
      };
    case 'withdrawn':
      return {
        title: 'Withdrawn',
        text: `Your application ${skuId} was withdrawn at your request and will not be submitted. ${call}`,
      };
  }
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
