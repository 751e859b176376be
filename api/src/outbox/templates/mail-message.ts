import type { BusinessConfig } from '../../config/app-config.js';
import { sharedWords } from './mail-words.js';

/** One part of an e-mail's body, written once by its template and shown by both the text part and the HTML part. */
export type MailBlock =
  /** A paragraph; its line breaks are kept. */
  | { type: 'text'; text: string }
  /** Words of staff, quoted as they wrote them (a correction request's message, an enquiry's reply). */
  | { type: 'quote'; text: string }
  | { type: 'list'; items: string[] }
  /** Label and value pairs: the receipt's details. */
  | { type: 'facts'; rows: Array<[label: string, value: string]> }
  /** A link to act on: a button in HTML, the label and the address on lines of their own in text. */
  | { type: 'action'; label: string; url: string };

/** An e-mail as its template writes it: what the outbox stores, and what both parts are made from. */
export interface MailMessage {
  subject: string;
  /** 'Dear …,' or 'Hello,': the first line. */
  greeting: string;
  blocks: MailBlock[];
  /** The language it is worded in, when not English (the HTML part's lang and dir, the signature's words). */
  language?: string;
}

/** Where the applicant follows their application (/Track): every e-mail of its life links to it. */
export const trackUrl = (publicUrl: string, skuId: string) => `${publicUrl}/Track/${skuId}`;

/** What every template may need to know of the deployment: where the site is and who runs it. */
export interface MailSite {
  publicUrl: string;
  business: BusinessConfig;
  /** The language to word the e-mail in (the application's; English by default). */
  language?: string;
}

/** A template: one kind of e-mail, its words and its links, from its own parameters. */
export type MailTemplate<P> = (params: P, site: MailSite) => MailMessage;

/** The support contacts every e-mail closes with, in both parts. */
function signature(business: BusinessConfig, language: string | undefined): string[] {
  return [business.name, `${sharedWords(language).support}: ${business.supportEmail} · ${business.supportPhone}`];
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'action':
      return `${block.label}:\n${block.url}`;
  }
}

/** The plain-text part (and what staff read in the outbox): the blocks as paragraphs, then the signature. */
export function plainText(message: MailMessage, business: BusinessConfig): string {
  return [message.greeting, ...message.blocks.map(blockText), signature(business, message.language).join('\n')].join('\n\n');
}

/**
 * An e-mail of an application's life: its subject names the application ('Your e-Visa application {id}: {what}'),
 * it greets the applicant by name and closes with the link to the tracking page, all in the application's language.
 */
export function applicationMail(
  { skuId, data }: { skuId: string; data: Record<string, unknown> },
  { publicUrl, language }: MailSite,
  what: string,
  blocks: MailBlock[],
): MailMessage {
  const shared = sharedWords(language);
  return {
    subject: shared.about(skuId, what),
    greeting: dearApplicant(data, language),
    blocks: [...blocks, { type: 'action', label: shared.follow, url: trackUrl(publicUrl, skuId) }],
  };
}

/** 'Dear Given Surname,' by the names the application gives, or 'Dear applicant,', in `language`. */
export function dearApplicant(data: Record<string, unknown>, language?: string): string {
  const name = [data.Given_Name, data.Surname].filter((part) => typeof part === 'string' && part).join(' ');
  const words = sharedWords(language);
  return name ? words.dear(name) : words.dearApplicant;
}
