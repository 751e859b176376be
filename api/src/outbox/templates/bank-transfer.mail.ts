import { dearApplicant, type MailTemplate } from './mail-message.js';

/** What the applicant is told about their bank transfer: how to pay, a reminder, that it lapsed, or that it was cancelled. */
export type BankTransferNotice = 'chosen' | 'reminder' | 'short' | 'expired' | 'fee-changed';

export interface BankTransferMailParams {
  skuId: string;
  data: Record<string, unknown>;
  notice: BankTransferNotice;
  /** The transfer: amount with currency (for 'short', what is still due), reference, the account's lines, the last day (for 'chosen' and 'reminder'). */
  amount: string;
  reference: string;
  account: Array<[string, string]>;
  due: string;
}

const SUBJECTS: Record<BankTransferNotice, string> = {
  chosen: 'how to pay by bank transfer',
  reminder: 'your bank transfer is still awaited',
  short: 'the rest of your bank transfer is due',
  expired: 'your bank transfer has lapsed',
  'fee-changed': 'your bank transfer was cancelled',
};

/** The applicant's e-mails about a bank transfer they chose on the payment page. */
export const bankTransferMail: MailTemplate<BankTransferMailParams> = ({ skuId, data, notice, amount, reference, account, due }, { publicUrl }) => {
  const pay = { type: 'action' as const, label: 'Open the payment page', url: `${publicUrl}/Payment/${skuId}` };
  const details = { type: 'facts' as const, rows: [['Amount', amount], ['Payment reference', reference], ...account] as Array<[string, string]> };
  const blocks =
    notice === 'chosen' || notice === 'reminder' || notice === 'short'
      ? [
          {
            type: 'text' as const,
            text:
              notice === 'chosen'
                ? `you chose to pay the fee of your e-Visa application ${skuId} by bank transfer. Please transfer exactly this amount, with the payment reference, by ${due}:`
                : notice === 'short'
                  ? `we received less than the fee of your e-Visa application ${skuId}. Please transfer the rest below, with the same payment reference, by ${due}:`
                  : `we have not yet received your bank transfer for the e-Visa application ${skuId}. Please transfer it by ${due}, or the transfer lapses and you must pay again:`,
          },
          details,
          pay,
        ]
      : [
          {
            type: 'text' as const,
            text:
              notice === 'expired'
                ? `we did not receive your bank transfer (reference ${reference}) for the e-Visa application ${skuId} in time, so it has lapsed. Please do not send it now; pay again from the payment page.`
                : `your application ${skuId} was changed and its fee changed with it, so the pending bank transfer (reference ${reference}) was cancelled. Please do not send it; pay the new fee from the payment page.`,
          },
          pay,
        ];
  return { subject: `Your e-Visa application ${skuId}: ${SUBJECTS[notice]}`, greeting: dearApplicant(data), blocks };
};
