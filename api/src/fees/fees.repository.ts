import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { escapeLike } from '../common/escape-like.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { Fee, type FeeAmounts } from './fee.entity.js';
import type { FeeListQuery } from './fees.schemas.js';

/** The SQL of the fee table (fees, and fee_amounts: one row per country and fee code). */
@Injectable()
export class FeesRepository {
  constructor(@InjectRepository(Fee) private readonly fees: Repository<Fee>) {}

  /**
   * A country's amounts by fee code as one JSON value (null without a fee record), for a query that reads them
   * beside something else in the same round trip (View-application asks on every call).
   */
  static amountsOfCountrySql(country: string): string {
    return `(SELECT CASE WHEN count(f."id") = 0 THEN NULL
               ELSE coalesce(jsonb_object_agg(a."code", a."amount") FILTER (WHERE a."code" IS NOT NULL), '{}'::jsonb) END
             FROM "fees" f LEFT JOIN "fee_amounts" a ON a."fee_id" = f."id" WHERE upper(f."country") = upper(${country}))`;
  }

  /** Every fee code an amount is stored for, in order. */
  async storedCodes(): Promise<string[]> {
    const stored: Array<{ code: string }> = await this.fees.manager.query(`SELECT DISTINCT "code" FROM "fee_amounts" ORDER BY "code"`);
    return stored.map(({ code }) => code);
  }

  /** The countries the fee table has a record for. */
  async countries(): Promise<string[]> {
    const rows: Array<{ country: string }> = await this.fees.manager.query(`SELECT "country" FROM "fees"`);
    return rows.map(({ country }) => country);
  }

  /** Every country's record with its amounts by code, by country. */
  table(): Promise<Array<{ country: string; amounts: FeeAmounts; updated_at: Date }>> {
    return this.fees.manager.query(
      `SELECT f."country", f."updated_at",
              coalesce(jsonb_object_agg(a."code", a."amount") FILTER (WHERE a."code" IS NOT NULL), '{}'::jsonb) AS "amounts"
         FROM "fees" f LEFT JOIN "fee_amounts" a ON a."fee_id" = f."id"
        GROUP BY f."id" ORDER BY f."country"`,
    );
  }

  /** A country's amounts by fee code (null without a fee record); `manager`: the caller's transaction, if any. */
  async amountsOfCountry(country: string, manager: EntityManager = this.fees.manager): Promise<FeeAmounts | null> {
    const [row] = (await manager.query(`SELECT ${FeesRepository.amountsOfCountrySql('$1')} AS "amounts"`, [country])) as Array<{
      amounts: FeeAmounts | null;
    }>;
    return row.amounts;
  }

  /**
   * The ids of a page of the console's list (`q` within the country, `id`), and how many the filter finds. Sorted by
   * a column, or by a fee code's amount (a country without it last).
   */
  async page(query: ListQueryOf<typeof FeeListQuery>): Promise<{ ids: string[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const { q, id } = query.filter;
    if (q?.trim()) where.push(`f."country" ILIKE $${params.push(`%${escapeLike(q.trim())}%`)}`);
    const ids = filteredIds(id);
    if (ids) where.push(ids.length ? `f."id"::text = ANY($${params.push(ids)})` : 'false');
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.fees.manager.query(`SELECT count(*)::int AS total FROM "fees" f ${filter}`, params)) as Array<{ total: number }>;
    // A code's amount is a row of its own: sorting by it joins that row (a country without it sorts last).
    const byCode = !['id', 'country', 'updated_at'].includes(query.sort);
    const join = byCode ? `LEFT JOIN "fee_amounts" s ON s."fee_id" = f."id" AND s."code" = $${params.push(query.sort)}` : '';
    const order = byCode ? `s."amount" ${query.order} NULLS LAST` : `f."${query.sort}" ${query.order}`;
    const page: Array<{ id: string }> = await this.fees.manager.query(
      `SELECT f."id" FROM "fees" f ${join} ${filter} ORDER BY ${order}, f."country" ASC OFFSET $${params.push(query.skip)} LIMIT $${params.push(query.take)}`,
      params,
    );
    return { ids: page.map((row) => row.id), total };
  }
}
