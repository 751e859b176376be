import type { PaymentStatus, ReviewStatus } from './types';

interface Choice<T extends string> {
  id: T;
  name: string;
}

export const paymentStatusChoices: Choice<PaymentStatus>[] = [
  { id: 'UNPAID', name: 'Unpaid' },
  { id: 'COMPLETED', name: 'Paid' },
];

export const reviewStatusChoices: Choice<ReviewStatus>[] = [
  { id: 'NEW', name: 'New' },
  { id: 'IN_REVIEW', name: 'In review' },
  { id: 'NEEDS_CHANGES', name: 'Needs changes' },
  { id: 'READY_TO_SUBMIT', name: 'Ready to submit' },
  { id: 'SUBMITTED', name: 'Submitted' },
  { id: 'APPROVED', name: 'Approved' },
  { id: 'REJECTED', name: 'Rejected' },
];

// Mirrors the Visa_Service enum of the form definition until @evisa/forms exports it for the admin to import.
export const visaServiceChoices: Choice<string>[] = [
  'eTOURIST VISA',
  'eMEDICAL VISA',
  'eBUSINESS VISA',
  'eCONFERENCE VISA',
  'eMEDICAL ATTENDANT VISA',
  'e-Ayush Visa',
  'e-Ayush Attendant',
].map((service) => ({ id: service, name: service }));
