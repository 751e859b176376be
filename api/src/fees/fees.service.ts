import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type FieldError, normalizeText } from '@evisa/forms';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AuditLogsService, diff } from '../audit-logs/audit-logs.service.js';
import { escapeLike } from '../common/escapeLike.js';
import { FormValidationException } from '../common/FormValidationException.js';
import { isUniqueViolation } from '../common/isUniqueViolation.js';
import { isUuid } from '../common/isUuid.js';
import { filteredIds, type ListQuery } from '../common/listQuery.js';
import { writableFields } from '../common/writableFields.js';
import { FormsService } from '../forms/forms.service.js';
import type { PublicUser } from '../users/users.service.js';
import { computeFee, type FeeQuote } from './computeFee.js';
import { Fee, FEE_KEYS, type FeeAmounts } from './fee.entity.js';

const MAX_COUNTRY_LENGTH = 100;
// numeric(10,2) holds amounts below 10^8.
const MAX_AMOUNT = 99_999_999.99;

export const FEE_SORTABLE = ['country', 'updated_at', ...FEE_KEYS] as const;

/** A country's fee record as the admin API serves it. */
export interface FeeRecord extends FeeAmounts {
  id: string;
  country: string;
  updated_at: Date;
}

type FeeValues = Partial<FeeAmounts> & { country?: string };

function toRecord(fee: Fee): FeeRecord {
  return { id: fee.id, country: fee.country, ...toAmounts(fee), updated_at: fee.updated_at };
}

function toAmounts(fee: Fee): FeeAmounts {
  return Object.fromEntries(FEE_KEYS.map((key) => [key, fee[key]])) as FeeAmounts;
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Fees are read from the table at every computation: staff may change them at any time. */
@Injectable()
export class FeesService {
  constructor(
    @InjectRepository(Fee) private readonly fees: Repository<Fee>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly forms: FormsService,
    private readonly auditLogs: AuditLogsService,
  ) {}

  /** POST getVisaFeeByCountry: the fee record of one country. */
  async byCountry(body: unknown) {
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).countryName : undefined;
    const countryName = typeof raw === 'string' ? normalizeText(raw) : '';
    if (!countryName) throw new FormValidationException([{ field: 'countryName', message: 'countryName is required' }]);
    if (countryName.length > MAX_COUNTRY_LENGTH) {
      throw new FormValidationException([{ field: 'countryName', message: `countryName must be at most ${MAX_COUNTRY_LENGTH} characters` }]);
    }
    const fee = await this.findByCountry(countryName);
    if (!fee) throw new NotFoundException('No fees are published for this country.');
    return { success: true, status: true, data: { country: fee.country, IndiaVisafees: toAmounts(fee) } };
  }

  /**
   * The fee of an application (spec part 2, section 9), or null while its nationality or service has none. Inside
   * a transaction pass its manager: the embedded database has one connection, which the transaction holds.
   */
  async feeFor(data: Record<string, unknown>, manager?: EntityManager): Promise<FeeQuote | null> {
    if (typeof data.Nationality !== 'string') return null;
    const fee = await this.findByCountry(data.Nationality, manager);
    return fee ? computeFee(fee, data) : null;
  }

  async list(query: ListQuery): Promise<{ rows: FeeRecord[]; total: number }> {
    const builder = this.fees.createQueryBuilder('fee');
    const { q, id } = query.filter;
    if (typeof q === 'string' && q.trim()) builder.andWhere('fee.country ILIKE :q', { q: `%${escapeLike(q.trim())}%` });
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'fee.id::text IN (:...ids)' : 'false', { ids });
    builder.orderBy(`fee."${query.sort}"`, query.order).addOrderBy('fee.country', 'ASC').skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<FeeRecord> {
    return toRecord(await this.find(id));
  }

  /** A fee record for a nationality that has none yet; all ten amounts are required. */
  async create(body: unknown, actor: PublicUser): Promise<FeeRecord> {
    const values = await this.parse(body, true);
    await this.assertCountryFree(values.country!);
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        const fee = await manager.save(manager.create(Fee, values));
        await this.audit(manager, actor, 'create', fee.id, diff({}, values));
        return fee;
      });
      return toRecord(saved);
    } catch (error) {
      // Created by someone else a moment ago: the unique index on the country caught it.
      if (isUniqueViolation(error)) throw new ConflictException(`${values.country} already has a fee record.`);
      throw error;
    }
  }

  /** Changes some or all of a record's amounts (or its country); in force for the next fee computation. */
  async update(id: string, body: unknown, actor: PublicUser): Promise<FeeRecord> {
    const values = await this.parse(body, false);
    const fee = await this.find(id);
    if (values.country && values.country !== fee.country) await this.assertCountryFree(values.country, id);
    const changes = diff({ country: fee.country, ...toAmounts(fee) }, values);
    if (Object.keys(changes).length === 0) return toRecord(fee);
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(Fee, { id }, values);
        await this.audit(manager, actor, 'update', id, changes);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(`${values.country} already has a fee record.`);
      throw error;
    }
    return this.findOne(id);
  }

  /** Removes a country's fees: its applicants can no longer be quoted or pay until a record is created again. */
  async remove(id: string, actor: PublicUser): Promise<FeeRecord> {
    const fee = await this.find(id);
    const before: Record<string, unknown> = { country: fee.country, ...toAmounts(fee) };
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(Fee, { id });
      await this.audit(manager, actor, 'delete', id, diff(before, Object.fromEntries(Object.keys(before).map((key) => [key, null]))));
    });
    return toRecord(fee);
  }

  private audit(manager: EntityManager, actor: PublicUser, action: 'create' | 'update' | 'delete', id: string, changes: Record<string, unknown>) {
    return this.auditLogs.record(manager, actor, { action, resource: 'fees', record_id: id, changes });
  }

  /** The writable values of a fee record, each checked; all messages at once. */
  private async parse(body: unknown, complete: boolean): Promise<FeeValues> {
    const fields = writableFields(body, ['country', ...FEE_KEYS], (field) => `${field} is not a field of a fee record.`);
    const errors: FieldError[] = [];
    const values: FeeValues = {};
    if (fields.country !== undefined || complete) {
      const country = typeof fields.country === 'string' ? normalizeText(fields.country).toUpperCase() : '';
      // Fees are looked up by the applicant's Nationality: a record for anything else could never be used.
      const known = (await this.forms.published()).form.field('Nationality')?.choices?.map((choice) => String(choice.value));
      if (!country) errors.push({ field: 'country', message: 'country is required' });
      else if (country.length > MAX_COUNTRY_LENGTH) errors.push({ field: 'country', message: `country must be at most ${MAX_COUNTRY_LENGTH} characters` });
      else if (known && !known.includes(country)) errors.push({ field: 'country', message: 'country must be one of the nationalities of the application form' });
      else values.country = country;
    }
    for (const key of FEE_KEYS) {
      const value = fields[key];
      if (value === undefined) {
        if (complete) errors.push({ field: key, message: `${key} is required` });
      } else if (!isAmount(value)) {
        errors.push({ field: key, message: `${key} must be a non-negative amount in USD with at most 2 decimals` });
      } else {
        values[key] = value;
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

  private findByCountry(country: string, manager?: EntityManager): Promise<Fee | null> {
    return (manager?.getRepository(Fee) ?? this.fees)
      .createQueryBuilder('fee').where('upper(fee.country) = upper(:country)', { country }).getOne();
  }
}
