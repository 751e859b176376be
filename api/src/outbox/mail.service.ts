import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/appConfig.js';
import { OutboxMessage } from './outbox-message.entity.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail over SMTP_URL when set; every message is also kept in the outbox, which staff can read. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /** Never throws: a mail problem must not undo the applicant's saved work. */
  async send(mail: Mail): Promise<void> {
    let status: OutboxMessage['status'] = 'STORED';
    let error: string | null = null;
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
        status = 'SENT';
      } catch (failure) {
        status = 'FAILED';
        error = failure instanceof Error ? failure.message : 'SMTP error';
        this.logger.warn(`Mail "${mail.subject}" could not be sent: ${error}`);
      }
    }
    try {
      // One INSERT is atomic on its own: no transaction around it (two round trips fewer on every create).
      await this.outbox.save(this.outbox.create({ ...mail, status, error }), { transaction: false });
    } catch (failure) {
      this.logger.error(`Mail "${mail.subject}" could not be stored: ${failure instanceof Error ? failure.message : failure}`);
    }
  }
}
