import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SOURCE_LANGUAGE } from '@evisa/forms/languages';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { MailAttachmentRef } from './mail-attachments.js';
import { type NewMail, OutboxRepository } from './outbox.repository.js';
import { plainText, type MailSite, type MailTemplate } from './templates/mail-message.js';

/** A mail for another statement to queue: its INSERT for each row of `from`, parameters numbered from `first`. */
export type QueuedBy = (first: number, from: string) => { sql: string; values: unknown[] };

interface Mail<P> {
  to: string;
  /** One of templates/*.mail.ts: the e-mail's words, written once for both its text and its HTML part. */
  template: MailTemplate<P>;
  params: P;
  /** The language to word it in (the application's); English by default. */
  language?: string;
  /** Documents made and attached when the message is sent (MailAttachments). */
  attachments?: MailAttachmentRef[];
}

/**
 * Queues mail in the outbox, in the caller's transaction: the message exists exactly when the change that causes
 * it was saved, and the request never waits for SMTP. The outbox keeps the template's message and its text part;
 * the mail worker makes the HTML part and the attachments and sends it (with SMTP_URL); without a mail server it
 * is kept for staff to read.
 */
@Injectable()
export class MailService {
  private readonly site: MailSite;
  private readonly queued: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly outbox: OutboxRepository,
  ) {
    this.site = { publicUrl: config.publicUrl, business: config.business };
    this.queued = config.smtpUrl !== undefined;
  }

  async queue<P>(manager: EntityManager, mail: Mail<P>): Promise<void> {
    await this.outbox.insert(manager, this.newMail(mail));
  }

  /**
   * The mail queued by the statement of the change that causes it, for each row of `from` (a CTE of that statement):
   * the INSERT, its parameters numbered from `first` on.
   */
  queuedBy<P>(mail: Mail<P>): QueuedBy {
    const message = this.newMail(mail);
    return (first, from) => ({ sql: this.outbox.insertSql(first, from), values: this.outbox.valuesOf(message) });
  }

  /** The mail as the outbox stores it, worded now. */
  private newMail<P>(mail: Mail<P>): NewMail {
    const inEnglish = !mail.language || mail.language === SOURCE_LANGUAGE;
    const worded = mail.template(mail.params, inEnglish ? this.site : { ...this.site, language: mail.language });
    const message = inEnglish ? worded : { ...worded, language: mail.language };
    return {
      to: mail.to,
      subject: message.subject,
      text: plainText(message, this.site.business),
      message: JSON.stringify(message),
      attachments: JSON.stringify(mail.attachments ?? []),
      queued: this.queued,
    };
  }
}
