import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailAttachments } from './mail-attachments.js';
import { type Claimed, OutboxRepository } from './outbox.repository.js';

// A claimed message is this worker's for this long; SMTP time-outs end any attempt well before, so no other
// worker takes it up while it is being sent. Only a replica that dies mid-send lets it go out again after this.
const LEASE_SECONDS = 300;
const BATCH = 10;
const MAX_POLL_MS = 2_000;
const MAX_BACKOFF_SECONDS = 6 * 3600;

/** An SMTP answer that will not change by trying again (5xx), as opposed to a server down or busy (4xx, network). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * Sends the outbox's due messages, on every replica at once: each worker claims a few rows with
 * FOR UPDATE SKIP LOCKED and a lease, so each message goes to one worker, once. A failure is retried with a
 * doubling wait, until MAIL_MAX_ATTEMPTS.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);
  private transport: Transporter | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
    private readonly attachments: MailAttachments,
  ) {}

  // nodemailer is loaded only where mail is sent (SMTP_URL set), and react-email with the first message sent.
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.smtpUrl) return;
    const { default: nodemailer } = await import('nodemailer');
    this.transport = nodemailer.createTransport(this.config.smtpUrl, { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
    const poll = Math.min(MAX_POLL_MS, this.config.mailRetrySeconds * 1000);
    this.timer = setInterval(() => this.wake(), poll);
    this.timer.unref();
    this.wake();
  }

  /** Stops claiming and lets the messages being sent finish, before the database connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  private wake(): void {
    if (this.running || this.stopping) return;
    this.running = this.drain()
      .catch((error: unknown) => this.logger.warn(`Mail queue: ${error instanceof Error ? error.message : error}`))
      .finally(() => {
        this.running = null;
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const claimed = await this.claim();
      if (claimed.length === 0) return;
      for (const message of claimed) await this.send(message);
    }
  }

  private async claim(): Promise<Claimed[]> {
    return this.outbox.claim(BATCH, LEASE_SECONDS);
  }

  private async send(message: Claimed): Promise<void> {
    try {
      const site = { publicUrl: this.config.publicUrl, business: this.config.business };
      const { renderHtml } = await import('./templates/render-mail.js');
      await this.transport!.sendMail({
        from: { name: this.config.business.name, address: this.config.mailFrom },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.message ? await renderHtml(message.message, site) : undefined,
        attachments: await Promise.all(message.attachments.map((ref) => this.attachments.make(ref))),
      });
    } catch (failure) {
      const error = failure instanceof Error ? failure.message : 'SMTP error';
      const last = isPermanent(failure) || message.attempts >= this.config.mailMaxAttempts;
      const wait = Math.min(this.config.mailRetrySeconds * 2 ** (message.attempts - 1), MAX_BACKOFF_SECONDS);
      // By id only: the subject holds the application id and the server's answer may quote the address; staff read
      // the whole error in the Outbox.
      const code = (failure as { responseCode?: unknown }).responseCode;
      this.logger.warn(
        `Mail ${message.id} not sent (attempt ${message.attempts}${last ? ', given up' : `, next in ${wait} s`}${typeof code === 'number' ? `, SMTP ${code}` : ''})`,
      );
      await this.outbox.notSent(message.id, error.slice(0, 2000), last ? null : wait);
      return;
    }
    await this.outbox.sent(message.id);
  }
}
