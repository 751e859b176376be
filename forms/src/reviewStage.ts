/**
 * Where a paid application stands, in the applicant's words: the lookup pages (/Partial-Filled, /Visa-Fee) and the
 * e-mails say it the same way. Staff's review statuses are finer than an applicant needs (READY_TO_SUBMIT is still
 * "in review" to them), so each status maps to one stage.
 */
/** Staff's review statuses of an application, in the order of the work (the console's choices and filters). */
export const REVIEW_STATUSES = ['NEW', 'IN_REVIEW', 'NEEDS_CHANGES', 'READY_TO_SUBMIT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STAGES = ['received', 'in_review', 'waiting_for_corrections', 'submitted', 'approved', 'rejected'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

const STAGE_OF_STATUS: Record<Exclude<ReviewStatus, 'NEEDS_CHANGES'>, ReviewStage> = {
  NEW: 'received',
  IN_REVIEW: 'in_review',
  READY_TO_SUBMIT: 'in_review',
  SUBMITTED: 'submitted',
  APPROVED: 'approved',
  REJECTED: 'rejected',
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
        text: `Your e-Visa for application ${skuId} has been granted: the approval was sent to your e-mail address. ${call}`,
      };
    case 'rejected':
      return {
        title: 'e-Visa not granted',
        text: `Your e-Visa for application ${skuId} was not granted. We have written to you at your e-mail address about the reasons and what you can do next. ${call}`,
      };
  }
}
