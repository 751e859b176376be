import { REVIEW_STAGES } from '@evisa/forms';
import { SITE_LANGUAGES, SOURCE_LANGUAGE } from '@evisa/forms/languages';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_BUSINESS } from '../../config/app-config.js';
import { applicationSavedMail } from './application-saved.mail.js';
import { bankTransferMail, type BankTransferNotice } from './bank-transfer.mail.js';
import { correctionRequestedMail } from './correction-requested.mail.js';
import { decisionDocumentMail } from './decision-document.mail.js';
import { enquiryReceivedMail } from './enquiry-received.mail.js';
import { enquiryReplyMail } from './enquiry-reply.mail.js';
import { erasureLinkMail } from './erasure-link.mail.js';
import { liveHelpReplyMail } from './live-help-reply.mail.js';
import { plainText, type MailMessage, type MailSite, type MailTemplate } from './mail-message.js';
import { paymentReceiptMail } from './payment-receipt.mail.js';
import { refundDeclinedMail } from './refund-declined.mail.js';
import { refundMadeMail } from './refund-made.mail.js';
import { reviewStageMail } from './review-stage.mail.js';

const ID = 'K7M2QX9PA4R8TZ3WN';
const data = { Given_Name: 'Claire', Surname: 'Martin' };
const account = { accountName: 'e-Visa Guided Service', iban: 'GB33BUKB20201555555555' };
const due = new Date('2026-11-27T19:55:00Z');
const notices: BankTransferNotice[] = ['chosen', 'reminder', 'short', 'expired', 'fee-changed'];

/** Every e-mail an applicant or an enquirer can get, with what staff wrote (kept as written) where it has some. */
const MAILS: Array<[string, (site: MailSite) => MailMessage]> = [
  ['application saved', (site) => applicationSavedMail({ skuId: ID, data }, site)],
  ['payment receipt', (site) => paymentReceiptMail({ skuId: ID, data, facts: [['X', ID]] }, site)],
  ...notices.map((notice): [string, (site: MailSite) => MailMessage] => [
    `bank transfer (${notice})`,
    (site) => bankTransferMail({ skuId: ID, data, notice, amount: '80.00 USD', reference: 'EV-1234', account, due }, site),
  ]),
  ['correction requested', (site) => correctionRequestedMail({ skuId: ID, data, message: 'STAFF WORDS', fields: ['Place of Issue'] }, site)],
  ['decision document', (site) => decisionDocumentMail({ skuId: ID, data, link: '/files/x', minutes: 30 }, site)],
  ['enquiry received', (site) => enquiryReceivedMail({ reference: 'AB12CD34' }, site)],
  ['enquiry reply', (site) => enquiryReplyMail({ givenName: 'Claire', reference: 'AB12CD34', reply: 'STAFF WORDS' }, site)],
  ['erasure link', (site) => erasureLinkMail({ skuId: ID, data, token: 'token', hours: 24 }, site)],
  ['live-help reply', (site) => liveHelpReplyMail({ token: 'token', reply: 'STAFF WORDS' }, site)],
  ['refund declined', (site) => refundDeclinedMail({ skuId: ID, data, reason: 'STAFF WORDS' }, site)],
  [
    'refund made',
    (site) => refundMadeMail({ skuId: ID, data, amount: '40.00 USD', refunded: '40.00 USD', paid: '80.00 USD', cancelled: true }, site),
  ],
  ...REVIEW_STAGES.map((stage): [string, (site: MailSite) => MailMessage] => [
    `review stage (${stage})`,
    (site) => reviewStageMail({ skuId: ID, data, stage }, site),
  ]),
];

const site = (language: string): MailSite => ({ publicUrl: 'https://evisa.example', business: EXAMPLE_BUSINESS, language });
const words = (message: MailMessage) => plainText(message, EXAMPLE_BUSINESS);
// Words only an English e-mail of ours uses: none may be left in a translated one.
const ENGLISH = /\b(your|please|application|we|the|refund|transfer|follow|open)\b/i;

describe('every e-mail in the language of the application', () => {
  it.each(MAILS)('%s: in each language of the site, its own words translated, what staff wrote and the ids as they are', (_name, make) => {
    const english = make(site(SOURCE_LANGUAGE));
    for (const language of SITE_LANGUAGES.filter((one) => one !== SOURCE_LANGUAGE)) {
      const message = make(site(language));
      expect(message.subject, language).not.toBe(english.subject);
      expect(message.greeting, language).not.toBe(english.greeting);
      const text = words(message).replace(/STAFF WORDS|https:\/\/\S+|e-Visa Guided Service|Place of Issue|EV-1234/g, '');
      expect(text, `${language}: ${text}`).not.toMatch(ENGLISH);
      if (words(english).includes(ID)) expect(words(message)).toContain(ID);
      if (words(english).includes('STAFF WORDS')) expect(words(message)).toContain('STAFF WORDS');
    }
    // A language the site does not speak: English.
    expect(make(site('pt'))).toEqual(english);
  });

  it('writes the bank transfer’s last day as the language writes dates', () => {
    const text = (language: string) =>
      words(bankTransferMail({ skuId: ID, data, notice: 'chosen', amount: '80.00 USD', reference: 'EV-1234', account, due }, site(language)));
    expect(text('en')).toContain('by 27 November 2026, 19:55 UTC:');
    expect(text('fr')).toContain('au plus tard le 27 novembre 2026, 19:55 UTC :');
    expect(text('fr')).toContain('Titulaire du compte: e-Visa Guided Service');
  });
});

// So the list above names every template of the folder: a new one is added there too.
const TEMPLATES: Array<MailTemplate<never>> = [
  applicationSavedMail,
  paymentReceiptMail,
  bankTransferMail,
  correctionRequestedMail,
  decisionDocumentMail,
  enquiryReceivedMail,
  enquiryReplyMail,
  erasureLinkMail,
  liveHelpReplyMail,
  refundDeclinedMail,
  refundMadeMail,
  reviewStageMail,
];
it('covers every template of the folder', async () => {
  const { readdirSync } = await import('node:fs');
  const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.mail.ts'));
  expect(files).toHaveLength(TEMPLATES.length);
});
