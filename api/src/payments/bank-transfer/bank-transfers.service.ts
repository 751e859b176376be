import { FEE_CURRENCY, formatMoney } from '@evisa/forms';
import { createHash, randomInt } from 'node:crypto';
import { ConflictException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import { camtCredits, looksLikeXml, type StatementCredit } from './camt053.js';
import type { DataSource, EntityManager } from 'typeorm';
import { SYSTEM, type Taker } from '../../application-life/application-life.service.js';
import { Application } from '../../applications/application.entity.js';
import { ApplicationsService } from '../../applications/applications.service.js';
import { cents } from '../../common/money.js';
import { APP_CONFIG, type AppConfig, type BankAccountConfig } from '../../config/app-config.js';
import type { ReplyOf, RequestOf } from '../../contract/contract.js';
import { FeesService } from '../../fees/fees.service.js';
import { FormsService } from '../../forms/forms.service.js';
import { MailService } from '../../outbox/mail.service.js';
import { bankTransferMail, type BankTransferNotice } from '../../outbox/templates/bank-transfer.mail.js';
import type { PublicUser } from '../../users/public-user.js';
import { Payment } from '../payment.entity.js';
import { PaymentLedgerService } from '../payment-ledger.service.js';
import { PaymentsRepository, type TransferRow } from '../payments.repository.js';
import { priceWith } from '../payment-methods.js';
import { incompleteApplication } from '../payment-requests.js';
import type {
  BankTransferRecord,
  BankTransferReply,
  ConfirmBankTransferReply,
  ConfirmBankTransferRequest,
  StatementLine,
} from './bank-transfers.schemas.js';

// A reference a bank clerk can read and type: EV and ten characters without look-alikes (no 0/O, 1/I/L).
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE = /EV[2-9A-HJKMNP-Z]{10}/g;
const NOT_OFFERED = 'Bank transfer is not offered: no bank account is configured (BANK_TRANSFER_ACCOUNT_NAME, BANK_TRANSFER_IBAN).';
const NO_TRANSFER = 'No bank transfer was chosen for this application.';
const UNKNOWN_REFERENCE = 'No bank transfer has this payment reference.';
const DAY_MS = 24 * 60 * 60 * 1000;
const VOID_WORDS: Record<string, string> = {
  expired: 'it lapsed',
  'fee-changed': 'the fee changed',
  'paid-otherwise': 'the application was paid another way',
};

type Outcome = ReplyOf<typeof StatementLine>['outcome'];

function newReference(): string {
  let reference = 'EV';
  for (let i = 0; i < 10; i += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** A statement's column, found by the words banks name it with (first match wins). */
function column(header: string[], names: RegExp): number {
  return header.findIndex((name) => names.test(name.trim()));
}

/** An amount as statements write it: '1,234.50', '80.00 USD', '-12.00' (a debit). */
function statementAmount(raw: string | undefined): number | null {
  const cleaned = (raw ?? '')
    .replace(/[^\d.,-]/g, '')
    .replace(/,(?=\d{3}\b)/g, '')
    .replace(',', '.');
  const value = Number(cleaned);
  return cleaned && Number.isFinite(value) ? value : null;
}

/** A CSV statement's credits: a header row naming the columns, then a line per booking (debits skipped). */
function csvCredits(csv: string): StatementCredit[] {
  const rows: string[][] = parse(csv.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    delimiter: [',', ';', '\t'],
  });
  const [header = [], ...lines] = rows;
  const amountAt = column(header, /^(amount|credit|credit amount|betrag|montant)$/i);
  if (amountAt < 0) throw new ConflictException('The statement has no Amount (or Credit) column in its first row.');
  const dateAt = column(header, /date/i);
  const idAt = column(header, /^(transaction id|transaction|bank reference|id|reference number)$/i);
  const textAt = header
    .map((_, index) => index)
    .filter((index) => /reference|description|details|remittance|narrative|memo|payee|name/i.test(header[index]) && index !== idAt);
  const credits: StatementCredit[] = [];
  for (const [index, line] of lines.entries()) {
    const amount = statementAmount(line[amountAt]);
    if (amount === null || amount <= 0) continue; // debits and empty lines are not payments to us
    credits.push({
      line: index + 2,
      date: dateAt >= 0 ? (line[dateAt] ?? null) : null,
      amount,
      text: textAt
        .map((at) => line[at] ?? '')
        .filter(Boolean)
        .join(' · '),
      bank_transaction: (idAt >= 0 && line[idAt]) || `L${createHash('sha256').update(line.join('|')).digest('hex').slice(0, 16).toUpperCase()}`,
    });
  }
  return credits;
}

/**
 * Bank transfer, a way to pay beside PayPal kept in the same payments table: the applicant chooses it and gets the
 * business's account and a reference of the application's own; the amount (fee and surcharge) is fixed from then,
 * and answers that change the fee cancel the transfer. Staff confirm the money (searching the reference or from an
 * imported statement), which completes the application through the ledger exactly as a PayPal capture does. A
 * transfer not received lapses after BANK_TRANSFER_EXPIRY_DAYS, with one reminder before.
 */
@Injectable()
export class BankTransfersService implements OnModuleInit {
  private readonly expiryDays: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PaymentsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly applications: ApplicationsService,
    private readonly forms: FormsService,
    private readonly fees: FeesService,
    private readonly ledger: PaymentLedgerService,
    private readonly mail: MailService,
  ) {
    this.expiryDays = config.paymentMethods.bankTransferExpiryDays;
  }

  onModuleInit(): void {
    this.applications.onAnswersSaved(
      (form) => form.feeDecidingFields,
      (manager, application) => this.cancelIfFeeChanged(manager, application),
    );
  }

  /** POST bank-transfer: the application's pending transfer, made now if there is none (or its amount no longer fits). */
  async choose(skuId: string): Promise<ReplyOf<typeof BankTransferReply>> {
    const account = this.account();
    const transfer = await this.dataSource.transaction(async (manager) => {
      const { application } = await this.applications.lock(manager, skuId.trim());
      await this.ledger.assertPayable(application, manager);
      const incomplete = (await this.forms.version(application.form_version, manager)).incompleteSteps(application.data);
      if (incomplete.length) throw incompleteApplication(incomplete, 'before paying.');
      const fee = await this.fees.feeFor(application, manager);
      if (!fee) throw new ConflictException('No fee is published for the nationality and visa service of this application.');
      const pending = await this.pending(manager, application.sku_id);
      if (pending && cents(pending.amount) - cents(pending.surcharge) === cents(fee.amount)) return pending;
      if (pending) await this.void(manager, pending, 'fee-changed');
      const price = priceWith(fee.amount, 'bank_transfer', this.config.paymentMethods);
      const id = await this.repository.insertTransfer(manager, {
        reference: newReference(),
        skuId: application.sku_id,
        surcharge: price.surcharge,
        amount: price.total,
        currency: FEE_CURRENCY,
      });
      const created = await manager.findOneByOrFail(Payment, { id });
      await this.tell(manager, created, 'chosen');
      return created;
    });
    return this.reply(transfer, account, 'Please transfer the amount with the payment reference.');
  }

  /** GET bank-transfer/{sku_id}: the application's latest bank transfer, whatever became of it. */
  async latest(skuId: string): Promise<ReplyOf<typeof BankTransferReply>> {
    const application = await this.applications.findBySkuId(skuId.trim());
    const transfer = await this.dataSource.manager.findOne(Payment, {
      where: { sku_id: application.sku_id, method: 'bank_transfer' },
      order: { created_at: 'DESC' },
    });
    if (!transfer) throw new NotFoundException(NO_TRANSFER);
    return this.reply(transfer, this.account(), this.statusMessage(transfer));
  }

  /** Staff's list: transfers, newest first, by reference or application id (`q`) and status. */
  async list(
    filter: { q?: string; status?: string },
    offset: number,
    limit: number,
  ): Promise<{ rows: ReplyOf<typeof BankTransferRecord>[]; total: number }> {
    const q = filter.q?.toUpperCase().replace(/[^0-9A-Z]/g, '');
    const { rows, total } = await this.repository.transfers({ q, status: filter.status }, offset, limit);
    return { rows: rows.map((row) => this.record(row)), total };
  }

  async findOne(reference: string): Promise<ReplyOf<typeof BankTransferRecord>> {
    const transfer = await this.byReference(this.dataSource.manager, reference);
    const application = await this.dataSource.manager.findOneBy(Application, { sku_id: transfer.sku_id });
    const name = [application?.data.Given_Name, application?.data.Surname].filter((part) => typeof part === 'string' && part).join(' ');
    return this.record({ ...transfer, applicant: name || null } as TransferRow);
  }

  /**
   * Staff confirm money received for a transfer. The amount due completes the application (audit naming the staff
   * member, receipt, e-mail) through the ledger as PayPal's capture does; less is kept and the applicant asked for the
   * rest; more completes it and says what to give back. The same bank transaction confirmed twice counts once.
   */
  async confirm(
    reference: string,
    body: RequestOf<typeof ConfirmBankTransferRequest>,
    staff: PublicUser,
  ): Promise<ReplyOf<typeof ConfirmBankTransferReply>> {
    const bankTransaction = body.bank_transaction.trim();
    const step = await this.dataSource.transaction(async (manager) => {
      const transfer = await this.byReference(manager, reference, true);
      if (transfer.status === 'COMPLETED') {
        if (transfer.capture_id === bankTransaction) return { transfer, received: transfer.received_amount, complete: false };
        throw new ConflictException('This transfer was already confirmed as paid.');
      }
      if (transfer.status === 'VOIDED') {
        throw new ConflictException(
          `This transfer was cancelled (${VOID_WORDS[transfer.voided_reason ?? ''] ?? 'cancelled'}): return the money to the sender, or ask the applicant to pay again.`,
        );
      }
      // A repeated confirmation of the part already counted adds nothing.
      const received =
        transfer.capture_id === bankTransaction ? transfer.received_amount : (cents(transfer.received_amount) + cents(body.amount)) / 100;
      if (cents(received) < cents(transfer.amount)) {
        if (transfer.capture_id !== bankTransaction) {
          await manager.update(Payment, { id: transfer.id }, { received_amount: received, capture_id: bankTransaction });
          await this.tell(manager, { ...transfer, received_amount: received }, 'short');
        }
        return { transfer: { ...transfer, received_amount: received, capture_id: bankTransaction }, received, complete: false };
      }
      return { transfer, received, complete: true };
    });
    const taker: Taker = { ...SYSTEM, who: staff };
    const transfer = step.complete ? await this.ledger.complete(step.transfer, bankTransaction, taker, step.received) : step.transfer;
    const { outcome, difference } = this.outcomeOf(transfer, step.received);
    const messages = {
      paid: 'Confirmed: the application is paid and the applicant was sent the receipt.',
      short: `Received ${formatMoney(step.received)} of ${formatMoney(transfer.amount)}: ${formatMoney(difference)} is still due. The applicant was asked for the rest.`,
      over: `Confirmed: the application is paid. ${formatMoney(difference)} more than due was received: refund the difference from the business's bank account.`,
    };
    return { outcome, message: messages[outcome], difference, transfer: await this.findOne(transfer.order_id) };
  }

  /**
   * A bank statement read credit by credit (CSV, or ISO 20022 CAMT.053 XML): each credit naming a transfer's
   * reference, with what confirming it would do.
   */
  async matchStatement(statement: string): Promise<ReplyOf<typeof StatementLine>[]> {
    let credits: StatementCredit[];
    try {
      credits = looksLikeXml(statement) ? camtCredits(statement) : csvCredits(statement);
    } catch (error) {
      if (error instanceof ConflictException) throw error;
      const format = looksLikeXml(statement) ? 'CAMT.053 XML' : 'CSV';
      throw new ConflictException(`The statement could not be read as ${format}: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
    const found: ReplyOf<typeof StatementLine>[] = [];
    for (const { currency, ...credit } of credits) {
      const reference = (credit.text
        .toUpperCase()
        .replace(/[^0-9A-Z]/g, '')
        .match(REFERENCE) ?? [])[0];
      const transfer = reference ? await this.dataSource.manager.findOneBy(Payment, { order_id: reference, method: 'bank_transfer' }) : null;
      const record = transfer ? await this.findOne(transfer.order_id) : null;
      let outcome: Outcome = 'unmatched';
      let difference = 0;
      // Money in another currency than the transfer's is no payment of it as it stands: staff see it, unmatched.
      if (currency && transfer && currency !== transfer.currency) outcome = 'unmatched';
      else if (transfer?.status === 'COMPLETED') outcome = 'already-paid';
      else if (transfer?.status === 'VOIDED') outcome = 'cancelled';
      else if (transfer) ({ outcome, difference } = this.outcomeOf(transfer, (cents(transfer.received_amount) + cents(credit.amount)) / 100));
      found.push({
        ...credit,
        text: currency && currency !== FEE_CURRENCY ? `${currency} · ${credit.text}` : credit.text,
        match: record,
        outcome,
        difference,
      });
    }
    return found;
  }

  /** The maintenance run's part: one reminder before a pending transfer lapses, then the lapse (each once, on any replica). */
  async remindAndLapse(): Promise<{ reminded: number; expired: number }> {
    const { bankTransferReminderDays: reminderDays } = this.config.paymentMethods;
    return this.dataSource.transaction(async (manager) => {
      const reminded = await this.repository.markReminded(manager, this.expiryDays - reminderDays);
      const expired = await this.repository.expireTransfers(manager, this.expiryDays);
      const lapsed = new Set(expired.map((row) => row.id));
      for (const row of reminded) if (!lapsed.has(row.id)) await this.tell(manager, this.entity(row), 'reminder');
      for (const row of expired) await this.tell(manager, this.entity(row), 'expired');
      return { reminded: reminded.length, expired: expired.length };
    });
  }

  /** A save changed an answer the fee depends on: a pending transfer whose fee it changed is cancelled, and the applicant told. */
  private async cancelIfFeeChanged(manager: EntityManager, application: Application): Promise<string | null> {
    const pending = await this.pending(manager, application.sku_id);
    if (!pending) return null;
    const fee = await this.fees.feeFor(application, manager);
    if (fee && cents(fee.amount) === cents(pending.amount) - cents(pending.surcharge)) return null;
    await this.void(manager, pending, 'fee-changed');
    await this.tell(manager, pending, 'fee-changed');
    return `The fee changed with this answer, so your pending bank transfer (reference ${pending.order_id}) was cancelled: please do not send it, and pay the new fee from the payment page.`;
  }

  private account(): BankAccountConfig {
    const account = this.config.paymentMethods.bankAccount;
    if (!account) throw new NotFoundException(NOT_OFFERED);
    return account;
  }

  /** The application's pending transfer, its row locked. Plain SQL: every save of an application asks. */
  private async pending(manager: EntityManager, skuId: string): Promise<Payment | null> {
    const row = await this.repository.lockPendingTransfer(manager, skuId);
    return row ? this.entity(row) : null;
  }

  private async void(manager: EntityManager, transfer: Payment, reason: 'fee-changed' | 'expired'): Promise<void> {
    await manager.update(Payment, { id: transfer.id }, { status: 'VOIDED', voided_reason: reason });
  }

  private async byReference(manager: EntityManager, reference: string, lock = false): Promise<Payment> {
    const normalized = reference.toUpperCase().replace(/[^0-9A-Z]/g, '');
    const transfer = await manager.findOne(Payment, {
      where: { order_id: normalized, method: 'bank_transfer' },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!transfer) throw new NotFoundException(UNKNOWN_REFERENCE);
    return transfer;
  }

  private outcomeOf(transfer: Payment, received: number): { outcome: 'paid' | 'short' | 'over'; difference: number } {
    const gap = cents(received) - cents(transfer.amount);
    if (gap < 0) return { outcome: 'short', difference: -gap / 100 };
    return gap > 0 ? { outcome: 'over', difference: gap / 100 } : { outcome: 'paid', difference: 0 };
  }

  private expiresAt(transfer: Pick<Payment, 'created_at'>): Date {
    return new Date(new Date(transfer.created_at).getTime() + this.expiryDays * DAY_MS);
  }

  /** A row from raw SQL as the entity reads it (amounts as numbers). */
  private entity(row: Payment): Payment {
    return Object.assign(new Payment(), row, {
      amount: Number(row.amount),
      surcharge: Number(row.surcharge),
      received_amount: Number(row.received_amount),
    });
  }

  private async tell(manager: EntityManager, transfer: Payment, notice: BankTransferNotice): Promise<void> {
    const application = await manager.findOneBy(Application, { sku_id: transfer.sku_id });
    const to = application?.data.Email;
    if (!application || application.erased_at || typeof to !== 'string') return;
    const account = this.config.paymentMethods.bankAccount;
    const rest = (cents(transfer.amount) - cents(transfer.received_amount)) / 100;
    await this.mail.queue(manager, {
      to,
      template: bankTransferMail,
      params: {
        skuId: transfer.sku_id,
        data: application.data,
        notice,
        amount: formatMoney(notice === 'short' ? rest : transfer.amount),
        reference: transfer.order_id,
        account,
        due: this.expiresAt(transfer),
      },
      language: application.language ?? undefined,
    });
  }

  private statusMessage(transfer: Payment): string {
    if (transfer.status === 'COMPLETED') return 'Your bank transfer was received: the application is paid.';
    if (transfer.status === 'VOIDED') {
      if (transfer.voided_reason === 'paid-otherwise') return 'Your application was paid another way, so this bank transfer is not needed.';
      return transfer.voided_reason === 'expired'
        ? 'Your bank transfer was not received in time and has lapsed. Please pay again.'
        : 'Your application changed and its fee with it, so this bank transfer was cancelled. Please pay the new fee.';
    }
    return transfer.received_amount > 0
      ? `We received ${formatMoney(transfer.received_amount)} so far: please transfer the remaining ${formatMoney((cents(transfer.amount) - cents(transfer.received_amount)) / 100)} with the same reference.`
      : 'Please transfer the amount with the payment reference.';
  }

  private reply(transfer: Payment, account: BankAccountConfig, message: string): ReplyOf<typeof BankTransferReply> {
    return {
      success: true,
      status: true,
      message,
      data: {
        sku_id: transfer.sku_id,
        reference: transfer.order_id,
        status: transfer.status as 'CREATED' | 'COMPLETED' | 'VOIDED',
        voided_reason: (transfer.voided_reason as 'fee-changed' | 'expired' | 'paid-otherwise' | null) ?? null,
        fee: (cents(transfer.amount) - cents(transfer.surcharge)) / 100,
        surcharge: transfer.surcharge,
        amount: transfer.amount,
        received_amount: transfer.received_amount,
        currency: transfer.currency,
        expires_at: this.expiresAt(transfer).toISOString(),
        account: { account_name: account.accountName, iban: account.iban, bic: account.bic ?? null, bank_name: account.bankName ?? null },
      },
    };
  }

  private record(transfer: TransferRow): ReplyOf<typeof BankTransferRecord> {
    const row = this.entity(transfer);
    return {
      id: row.order_id,
      sku_id: row.sku_id,
      applicant: transfer.applicant ?? null,
      status: row.status as 'CREATED' | 'COMPLETED' | 'VOIDED',
      voided_reason: row.voided_reason,
      amount: row.amount,
      surcharge: row.surcharge,
      received_amount: row.received_amount,
      currency: row.currency,
      bank_transaction: row.capture_id,
      created_at: new Date(row.created_at).toISOString(),
      expires_at: this.expiresAt(row).toISOString(),
    };
  }
}
