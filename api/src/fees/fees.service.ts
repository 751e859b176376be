import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FEE_CURRENCY, feeCodeList, normalizeText, type FeeCodeEntry, type FeeQuote, type FieldError } from '@evisa/forms';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { AuditLogsService, diff } from '../audit-logs/audit-logs.service.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUniqueViolation } from '../common/is-unique-violation.js';
import { isUuid } from '../common/is-uuid.js';
import { hasWholeCents } from '../common/money.js';
import { type ListQueryOf, refuseSort } from '../common/list-query.js';
import { writableFields } from '../common/writable-fields.js';
import { FormsService } from '../forms/forms.service.js';
import type { PublicUser } from '../users/public-user.js';
import { computeFee } from './compute-fee.js';
import { FeesRepository } from './fees.repository.js';
import { Fee, FeeAmount, type FeeAmounts } from './fee.entity.js';
import {
  type CountryFees,
  type FeeByCountryRequest,
  type FeeGroup,
  FeeListQuery,
  type FeeRecord,
  type FeeTable,
  MAX_COUNTRY_LENGTH,
} from './fees.schemas.js';

// numeric(10,2) holds amounts below 10^8.
const MAX_AMOUNT = 99_999_999.99;

/** A country's fee record as the admin API serves it (fees.schemas.ts). */
type FeeRecordReply = ReplyOf<typeof FeeRecord>;

type PublishedFeeGroup = ReplyOf<typeof FeeGroup>;

type FeeValues = { country?: string; amounts: FeeAmounts };

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT && hasWholeCents(value);
}

/** Fees are read from the table at every computation: staff may change them at any time. */
@Injectable()
export class FeesService {
  constructor(
    @InjectRepository(Fee) private readonly fees: Repository<Fee>,
    private readonly repository: FeesRepository,
    private readonly forms: FormsService,
    private readonly auditLogs: AuditLogsService,
  ) {}

  /**
   * The fee codes the table prices: those of the published definition's fee schedule, in its order, then any
   * other code amounts are stored for (a code an earlier version used, which applications pinned to it still need).
   */
  async codes(): Promise<FeeCodeEntry[]> {
    const published = feeCodeList((await this.forms.published()).definition);
    const known = new Set(published.map(({ code }) => code));
    const stored = await this.repository.storedCodes();
    // Which answers led to an older code is no longer known; the console lists it with the visa fees.
    const older = stored
      .filter((code) => !known.has(code))
      .map((code) => ({ code, label: `${code} (not in the published form)`, kind: 'visa' as const }));
    return [...published, ...older];
  }

  /** The countries the fee table has a record for (the publish checks ask every nationality of a form to have one). */
  countries(): Promise<string[]> {
    return this.repository.countries();
  }

  /** POST getVisaFeeByCountry: the fee record of one country, an amount per fee code (the spec's ten keys). */
  async byCountry({ countryName }: RequestOf<typeof FeeByCountryRequest>): Promise<ReplyOf<typeof CountryFees>> {
    const fee = await this.findByCountry(normalizeText(countryName));
    if (!fee) throw new NotFoundException('No fees are published for this country.');
    return { success: true, status: true, data: { country: fee.country, IndiaVisafees: await this.amountsOf(fee.id) } };
  }

  /**
   * GET visa-fees: the whole published table as staff keep it, for the fee page. Countries whose amounts are all
   * the same form one group (the bands of the fee table), cheapest first; only the published form's fee codes are
   * shown, as those are what an applicant can be charged today.
   */
  async table(): Promise<ReplyOf<typeof FeeTable>> {
    const codes = feeCodeList((await this.forms.published()).definition);
    const rows = await this.repository.table();
    const groups = new Map<string, PublishedFeeGroup>();
    for (const row of rows) {
      const amounts = Object.fromEntries(codes.map(({ code }) => [code, Object.hasOwn(row.amounts, code) ? Number(row.amounts[code]) : null]));
      const key = JSON.stringify(amounts);
      const group = groups.get(key) ?? { countries: [], amounts };
      group.countries.push(row.country);
      groups.set(key, group);
    }
    const firstCode = codes[0]?.code;
    const first = (group: PublishedFeeGroup) => (firstCode === undefined ? null : group.amounts[firstCode]) ?? Infinity;
    const updated = rows.reduce<Date | null>((latest, row) => (latest && latest > row.updated_at ? latest : row.updated_at), null);
    return {
      currency: FEE_CURRENCY,
      codes,
      groups: [...groups.values()].sort((a, b) => first(a) - first(b) || b.countries.length - a.countries.length),
      updated_at: updated ? updated.toISOString() : null,
    };
  }

  /**
   * The fee of an application (spec part 2, section 9) by the fee codes of the definition version it is filled in
   * with, or null while its nationality or answers have none. Inside a transaction pass its manager: the embedded
   * database has one connection, which the transaction holds.
   */
  async feeFor(application: { data: Record<string, unknown>; form_version: number }, manager?: EntityManager): Promise<FeeQuote | null> {
    if (typeof application.data.Nationality !== 'string') return null;
    return this.feeFromAmounts(application, await this.repository.amountsOfCountry(application.data.Nationality, manager), manager);
  }

  /** The fee of an application whose country's amounts were read with it (FeesRepository.amountsOfCountrySql). */
  async feeFromAmounts(
    application: { data: Record<string, unknown>; form_version: number },
    amounts: FeeAmounts | null,
    manager?: EntityManager,
  ): Promise<FeeQuote | null> {
    if (typeof application.data.Nationality !== 'string' || !amounts) return null;
    const form = await this.forms.version(application.form_version, manager);
    return computeFee(amounts, form.definition, application.data);
  }

  async list(query: ListQueryOf<typeof FeeListQuery>): Promise<{ rows: FeeRecordReply[]; total: number }> {
    // Sorted by a column (FeeListQuery checked it) or by a fee code's amount: the codes are the published form's.
    const codes = (await this.codes()).map(({ code }) => code);
    if (!FeeListQuery.sortable.includes(query.sort) && !codes.includes(query.sort)) throw refuseSort([...FeeListQuery.sortable, ...codes]);
    const { ids, total } = await this.repository.page(query);
    return { rows: await this.records(ids), total };
  }

  async findOne(id: string): Promise<FeeRecordReply> {
    const [record] = isUuid(id) ? await this.records([id]) : [];
    if (!record) throw new NotFoundException('Fee record not found');
    return record;
  }

  /** A fee record for a nationality that has none yet; an amount for every fee code of the published form is required. */
  async create(body: unknown, actor: PublicUser): Promise<FeeRecordReply> {
    const values = await this.parse(body, true);
    await this.assertCountryFree(values.country!);
    try {
      const id = await this.fees.manager.transaction(async (manager) => {
        const fee = await manager.save(manager.create(Fee, { country: values.country }));
        await this.writeAmounts(manager, fee.id, values.amounts);
        await this.audit(manager, actor, 'create', fee.id, diff({}, { country: values.country, ...values.amounts }));
        return fee.id;
      });
      return this.findOne(id);
    } catch (error) {
      // Created by someone else a moment ago: the unique index on the country caught it.
      if (isUniqueViolation(error)) throw new ConflictException(`${values.country} already has a fee record.`);
      throw error;
    }
  }

  /** Changes some or all of a record's amounts (or its country); in force for the next fee computation. */
  async update(id: string, body: unknown, actor: PublicUser): Promise<FeeRecordReply> {
    const values = await this.parse(body, false, await this.findOne(id));
    const fee = await this.find(id);
    if (values.country && values.country !== fee.country) await this.assertCountryFree(values.country, id);
    const changes = diff(
      { country: fee.country, ...(await this.amountsOf(id)) },
      { ...(values.country ? { country: values.country } : {}), ...values.amounts },
    );
    if (Object.keys(changes).length === 0) return this.findOne(id);
    try {
      await this.fees.manager.transaction(async (manager) => {
        // The record's updated_at says when any of its amounts last changed.
        await manager.update(Fee, { id }, values.country ? { country: values.country } : { updated_at: () => 'now()' });
        await this.writeAmounts(manager, id, values.amounts);
        await this.audit(manager, actor, 'update', id, changes);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(`${values.country} already has a fee record.`);
      throw error;
    }
    return this.findOne(id);
  }

  /** Removes a country's fees: its applicants can no longer be quoted or pay until a record is created again. */
  async remove(id: string, actor: PublicUser): Promise<FeeRecordReply> {
    const record = await this.findOne(id);
    const before: Record<string, unknown> = { country: record.country, ...(await this.amountsOf(id)) };
    await this.fees.manager.transaction(async (manager) => {
      await manager.delete(Fee, { id });
      await this.audit(manager, actor, 'delete', id, diff(before, Object.fromEntries(Object.keys(before).map((key) => [key, null]))));
    });
    return record;
  }

  /** The records of these ids, in this order, flat: one key per fee code. */
  private async records(ids: string[]): Promise<FeeRecordReply[]> {
    if (!ids.length) return [];
    const codes = (await this.codes()).map(({ code }) => code);
    const fees = await this.fees.find({ where: { id: In(ids) } });
    const amounts = await this.fees.manager.find(FeeAmount, { where: { fee_id: In(ids) } });
    return ids.flatMap((id) => {
      const fee = fees.find((row) => row.id === id);
      if (!fee) return [];
      const own = new Map(amounts.filter((row) => row.fee_id === id).map((row) => [row.code, row.amount]));
      return [
        {
          id,
          country: fee.country,
          ...Object.fromEntries(codes.map((code) => [code, own.get(code) ?? null])),
          updated_at: fee.updated_at,
        },
      ];
    });
  }

  private async amountsOf(feeId: string): Promise<FeeAmounts> {
    const rows = await this.fees.manager.find(FeeAmount, { where: { fee_id: feeId }, order: { code: 'ASC' } });
    return Object.fromEntries(rows.map((row) => [row.code, row.amount]));
  }

  private async writeAmounts(manager: EntityManager, feeId: string, amounts: FeeAmounts): Promise<void> {
    const rows = Object.entries(amounts).map(([code, amount]) => ({ fee_id: feeId, code, amount }));
    if (rows.length) await manager.upsert(FeeAmount, rows, ['fee_id', 'code']);
  }

  private audit(manager: EntityManager, actor: PublicUser, action: 'create' | 'update' | 'delete', id: string, changes: Record<string, unknown>) {
    return this.auditLogs.record(manager, actor, { action, resource: 'fees', record_id: id, changes });
  }

  /** The writable values of a fee record, each checked; all messages at once. */
  private async parse(body: unknown, complete: boolean, current?: FeeRecordReply): Promise<FeeValues> {
    const published = await this.forms.published();
    const codes = await this.codes();
    const fields = writableFields(
      body,
      ['country', ...codes.map(({ code }) => code)],
      (field) => `${field} is not a field of a fee record.`,
      current && { record: current },
    );
    const errors: FieldError[] = [];
    const values: FeeValues = { amounts: {} };
    if (fields.country !== undefined || complete) {
      const country = typeof fields.country === 'string' ? normalizeText(fields.country).toUpperCase() : '';
      // Fees are looked up by the applicant's Nationality: a record for anything else could never be used.
      // A draft's new nationality may be priced before it is published (its publish needs the fees).
      const offered = published.form.field('Nationality')?.choices?.map((choice) => String(choice.value));
      const known = offered && [...offered, ...(await this.forms.draftNationalities())];
      if (!country) errors.push({ field: 'country', message: 'country is required' });
      else if (country.length > MAX_COUNTRY_LENGTH)
        errors.push({ field: 'country', message: `country must be at most ${MAX_COUNTRY_LENGTH} characters` });
      else if (known && !known.includes(country))
        errors.push({ field: 'country', message: 'country must be one of the nationalities of the application form' });
      else values.country = country;
    }
    const required = new Set(feeCodeList(published.definition).map(({ code }) => code));
    for (const { code } of codes) {
      const value = fields[code];
      if (value === undefined) {
        if (complete && required.has(code)) errors.push({ field: code, message: `${code} is required` });
      } else if (!isAmount(value)) {
        errors.push({ field: code, message: `${code} must be a non-negative amount in USD with at most 2 decimals` });
      } else {
        values.amounts[code] = value;
      }
    }
    if (errors.length) throw new FormValidationException(errors);
    return values;
  }

  private async assertCountryFree(country: string, exceptId?: string): Promise<void> {
    const existing = await this.findByCountry(country);
    if (existing && existing.id !== exceptId) throw new ConflictException(`${existing.country} already has a fee record.`);
  }

  private async find(id: string): Promise<Fee> {
    const fee = isUuid(id) ? await this.fees.findOneBy({ id }) : null;
    if (!fee) throw new NotFoundException('Fee record not found');
    return fee;
  }

  private findByCountry(country: string): Promise<Fee | null> {
    return this.fees.createQueryBuilder('fee').where('upper(fee.country) = upper(:country)', { country }).getOne();
  }
}
