import type { Schemas } from '@evisa/contract';

/** An enquiry as the list shows it; GET one (the enquiry page) adds the replies sent, oldest first. */
export type Enquiry = Schemas['Enquiry'] & Partial<Pick<Schemas['EnquiryWithReplies'], 'replies'>>;
