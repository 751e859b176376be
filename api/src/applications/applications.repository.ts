import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { type EntityManager, In, type Repository } from 'typeorm';
import { foldForSearch, type IncompleteStep } from '@evisa/forms';
import { escapeLike } from '../common/escape-like.js';
import { RawJson } from '../common/json-text.js';
import { columnsOf, plannedOnce, typedParameters } from '../database/planned-once.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import type { FeeAmounts } from '../fees/fee.entity.js';
import { FeesRepository } from '../fees/fees.repository.js';
import { FORM_ID, FormsService } from '../forms/forms.service.js';
import { RecentlyUsed } from '../forms/recently-used.js';
import type { QueuedBy } from '../outbox/mail.service.js';
import { DECIDED_STATUSES } from '../application-life/life.js';
import { Application, PROMOTED_FIELDS } from './application.entity.js';
import { overdueIfPaidBy, URGENT_APPLICATION_TYPE } from './urgency.js';
import type { ApplicationListFilter, ApplicationListQuery } from './admin-applications.schemas.js';

/** The columns worked out from the answers, written with them on every save: promoted copies, search name, completeness. */
const FROM_ANSWERS = [...PROMOTED_FIELDS, 'search_name', 'incomplete_steps', 'checked_on', 'steps_complete', 'steps_total'] as const;

const UNDECIDED_SQL = `app.review_status NOT IN (${DECIDED_STATUSES.map((status) => `'${status}'`).join(', ')})`;
// The urgent queue: urgent applications paid and not yet decided, by deadline (the order of their payment times).
const OPEN_DEADLINE_SQL = `CASE WHEN app."Application_Type" = '${URGENT_APPLICATION_TYPE}' AND ${UNDECIDED_SQL} THEN app.paid_at END`;

// Bounds one gathered read's statement (its array of ids and its answer): a turn with more reads sends more statements.
const APPLICANT_READS_PER_STATEMENT = 200;
// The rows of the applications this replica saved last (lastSaved): as many as are filled in at once on one replica,
// each a few KB; and not after a while, so that a row changed elsewhere meanwhile is read again, not tried first.
const SAVED_ROWS_KEPT = 500;
const SAVED_ROW_KEPT_MS = 10 * 60_000;

/** A column's value as a query parameter: pg sends a JS array as a PostgreSQL array, a jsonb column needs JSON. */
const parameterOf = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : value);

/**
 * What the applicant's view of an application reads: its columns and its country's fee amounts. The steps left to
 * fill in come as the stored JSON text, which View answers as it is (RawJson).
 */
export type ApplicantRow = Pick<
  Application,
  'id' | 'sku_id' | 'payment_status' | 'review_status' | 'form_version' | 'language' | 'data' | 'checked_on' | 'erased_at' | 'updated_at'
> & { incomplete_steps: RawJson<IncompleteStep[]> | null; fee_amounts: FeeAmounts | null };

/** The columns a create writes; the others take their defaults. */
const INSERTED = ['sku_id', 'form_version', 'language', 'data', ...FROM_ANSWERS] as const;

/** The columns a save reads and answers with (read()): fewer columns, less for the driver to parse on every save. */
const SAVE_COLUMNS = [
  'id',
  'sku_id',
  'payment_status',
  'form_version',
  'language',
  'data',
  'incomplete_steps',
  'checked_on',
  'steps_complete',
  'steps_total',
  'erased_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof Application>;
export type SaveColumns = Pick<Application, (typeof SAVE_COLUMNS)[number]>;

/** An application's row as a save reads it: whether a capture holds its answers, and the row's version. */
export interface SaveRow<Row = Application> {
  application: Row;
  held: boolean;
  version: string;
}

/** The SQL of the applications table: the applicant's saves and reads, and the staff list's search and filters. */
@Injectable()
export class ApplicationsRepository {
  constructor(@InjectRepository(Application) private readonly applications: Repository<Application>) {}

  /** The application's row as a save reads it, locked or not: built at its first use (planned-once.ts). */
  private readonly rowStatements = new Map<boolean, string>();
  /** The create's INSERT, alone or with the mail it queues (by that INSERT's SQL): built at its first use. */
  private readonly insertStatements = new Map<string, string>();
  /** Each row as this replica's last unlocked save wrote it, with its version, by sku_id (lastSaved()). */
  private readonly savedRows = new RecentlyUsed<string, { row: SaveRow<SaveColumns>; until: number }>(SAVED_ROWS_KEPT);

  /** The manager outside any transaction, for reads other modules make beside this one's (an open correction). */
  get manager(): EntityManager {
    return this.applications.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.applications.manager.transaction(work);
  }

  /** A new application, not yet stored. */
  entity(fields: Partial<Application>): Application {
    return this.applications.create(fields);
  }

  /**
   * The application row locked until the transaction ends, and whether a capture holds its answers (decided by the
   * database clock, the same for every replica); undefined when there is none.
   */
  async lock(manager: EntityManager, skuId: string): Promise<SaveRow | undefined> {
    return this.saveRow(manager, skuId, true);
  }

  /** The row as a save needs it (SAVE_COLUMNS), not locked: its `version` lets writeAnswers() write it only while it is unchanged. */
  read(skuId: string): Promise<SaveRow<SaveColumns> | undefined> {
    return this.saveRow(this.applications.manager, skuId, false);
  }

  /**
   * The row as this replica's last save of it wrote it (a few minutes at most), without a round trip: the wizard
   * saves one application step after step, and a save was two statements, this read and its write (issue 31). It
   * may be out of date (another replica, a payment or staff wrote the row since): writeAnswers() with its `version`
   * then writes nothing, and what it would refuse must be decided on the row read again. Read it, never change it.
   */
  lastSaved(skuId: string): SaveRow<SaveColumns> | undefined {
    const kept = this.savedRows.get(skuId);
    if (kept && kept.until > Date.now()) return kept.row;
    if (kept) this.savedRows.delete(skuId);
    return undefined;
  }

  private async saveRow(manager: EntityManager, skuId: string, locked: true): Promise<SaveRow | undefined>;
  private async saveRow(manager: EntityManager, skuId: string, locked: false): Promise<SaveRow<SaveColumns> | undefined>;
  private async saveRow(manager: EntityManager, skuId: string, locked: boolean): Promise<SaveRow | undefined> {
    // Plain SQL on this path of every save: TypeORM's query builder cost more CPU than the round trip.
    // checked_on as text: pg reads a date column into a Date at local midnight. xmin: the transaction that wrote
    // this version of the row, which any change of the row replaces.
    let statement = this.rowStatements.get(locked);
    if (!statement) {
      const columns = columnsOf(this.applications.metadata, { checked_on: `"checked_on"::text` }, locked ? undefined : SAVE_COLUMNS);
      statement = `SELECT ${columns}, "payment_hold_until" > now() AS "held", "xmin"::text AS "row_version" FROM "applications" WHERE "sku_id" = $1${locked ? ' FOR UPDATE' : ''}`;
      this.rowStatements.set(locked, statement);
    }
    const [row] = await plannedOnce<Application & { held: boolean | null; row_version: string }>(manager, statement, [skuId]);
    if (!row) return undefined;
    const { held, row_version, ...columns } = row;
    return { application: Object.assign(new Application(), columns), held: held === true, version: row_version };
  }

  /**
   * A new application in one INSERT (TypeORM's save computes far more than this needs), written only while the form
   * version it is on is the published one: answers the version published now (null before one is), the application
   * taking its defaults when it was written. With `mail`, the same statement queues it (for the application written),
   * so that a create outside a transaction writes both or neither.
   */
  async insert(manager: EntityManager, application: Application, mail?: QueuedBy): Promise<number | null> {
    const values = [...INSERTED.map((column) => parameterOf(application[column])), FORM_ID];
    const queued = mail?.(values.length + 1, 'created');
    let statement = this.insertStatements.get(queued?.sql ?? '');
    if (!statement) {
      statement = `WITH "published" AS (SELECT ${FormsService.publishedVersionSql(`$${INSERTED.length + 1}`)} AS "version"),
       "created" AS (
         INSERT INTO "applications" (${INSERTED.map((column) => `"${column}"`).join(', ')})
         SELECT ${typedParameters(this.applications.metadata, INSERTED, 1).join(', ')} FROM "published" WHERE "published"."version" = $${INSERTED.indexOf('form_version') + 1}
         RETURNING "id", "payment_status", "review_status", "created_at", "updated_at")
       ${queued ? `, "mail" AS (${queued.sql})` : ''}
       SELECT "published"."version" AS "published_version", "created".* FROM "published" LEFT JOIN "created" ON true`;
      this.insertStatements.set(queued?.sql ?? '', statement);
    }
    const [{ published_version, ...row }] = await plannedOnce<
      Partial<Pick<Application, 'id' | 'payment_status' | 'review_status' | 'created_at' | 'updated_at'>> & { published_version: number | null }
    >(manager, statement, [...values, ...(queued?.values ?? [])]);
    if (published_version === application.form_version) Object.assign(application, row);
    return published_version;
  }

  /**
   * Writes a save in one statement: the columns of `changes` (the answers and what is worked out from them, those the
   * save changed) and the save time; answers the row as written. With `version` (read()'s or lastSaved()'s), only
   * while the row is still that version: undefined, with nothing written, when it is not; the row written is then
   * kept for the next save (lastSaved). A save in a transaction (no `version`) is not kept: it may yet be undone.
   */
  async writeAnswers(
    manager: EntityManager,
    current: SaveColumns,
    changes: Partial<Application>,
    savedAt: Date,
    version?: string,
  ): Promise<SaveColumns | undefined> {
    const columns = Object.keys(changes);
    const assignments = [...columns.map((column, index) => `"${column}" = $${index + 3}`), `"updated_at" = $2`];
    const values = [current.id, savedAt, ...columns.map((column) => parameterOf(changes[column as keyof Application]))];
    const unchanged = version === undefined ? '' : ` AND "xmin" = $${values.push(version)}::xid`;
    const [written] = await plannedOnce<{ row_version: string }>(
      manager,
      `UPDATE "applications" SET ${assignments.join(', ')} WHERE "id" = $1${unchanged} RETURNING "xmin"::text AS "row_version"`,
      values,
    );
    const saved = written && { ...current, ...changes, updated_at: savedAt };
    if (saved && version !== undefined) {
      this.savedRows.set(current.sku_id, {
        row: { application: saved, held: false, version: written.row_version },
        until: Date.now() + SAVED_ROW_KEPT_MS,
      });
    } else this.savedRows.delete(current.sku_id);
    return saved;
  }

  /** Holds the answers of an application whose payment is being captured, for `seconds` (by the database clock). */
  async hold(manager: EntityManager, id: string, seconds: number): Promise<void> {
    await manager.query(`UPDATE applications SET payment_hold_until = now() + make_interval(secs => $2) WHERE id = $1`, [id, seconds]);
  }

  /** The capture is over: the answers may change again. */
  async releaseHold(skuId: string): Promise<void> {
    await this.applications.manager.query(`UPDATE applications SET payment_hold_until = NULL WHERE sku_id = $1`, [skuId]);
  }

  /**
   * The application and its country's fee amounts: the call every open of the site makes. The rows are read by one
   * statement for every View asked in the same turn of the event loop (`applicantRows`); read them, never change them,
   * as two Views of one application in that turn share its row.
   */
  forApplicant(skuId: string): Promise<Readonly<ApplicantRow> | undefined> {
    return this.applicantRows.load(skuId);
  }

  /**
   * The applicant's reads gathered until the requests read in this turn of the event loop have asked (setImmediate),
   * then read with one statement (issue 31, bench/notes.md 'Stop 44'): PostgreSQL's work per statement and the
   * driver's per round trip were most of a View's cost beside the row's own. Each read waits at most for the others
   * of its turn, never for a timer; nothing is cached (`cache: false`): every View reads the row as it is then.
   */
  private readonly applicantRows = new DataLoader<string, ApplicantRow | undefined>(
    async (skuIds) => {
      const rows = await plannedOnce<ApplicantRow & { incomplete_steps: string | null }>(
        this.applications.manager,
        `SELECT "id", "sku_id", "payment_status", "review_status", "form_version", "language", "data", "incomplete_steps"::text, "checked_on"::text, "erased_at", "updated_at", ${FeesRepository.amountsOfCountrySql(`"data"->>'Nationality'`)} AS "fee_amounts"
         FROM "applications" WHERE "sku_id" = ANY($1::varchar[])`,
        [skuIds],
      );
      const bySkuId = new Map<string, ApplicantRow>(
        rows.map((row) => [row.sku_id, { ...row, incomplete_steps: row.incomplete_steps === null ? null : new RawJson(row.incomplete_steps) }]),
      );
      return skuIds.map((skuId) => bySkuId.get(skuId));
    },
    { cache: false, batchScheduleFn: (read) => setImmediate(read), maxBatchSize: APPLICANT_READS_PER_STATEMENT },
  );

  /** Completeness worked out again on a later day, stored unless a save stored today's meanwhile (completeness.ts). */
  async storeCompleteness(
    id: string,
    completeness: Pick<Application, 'incomplete_steps' | 'checked_on' | 'steps_complete' | 'steps_total'>,
  ): Promise<void> {
    await plannedOnce(
      this.applications.manager,
      `UPDATE "applications" SET "incomplete_steps" = $2, "checked_on" = $3, "steps_complete" = $4, "steps_total" = $5
       WHERE "id" = $1 AND ("checked_on" IS NULL OR "checked_on" < $3::date)`,
      [id, JSON.stringify(completeness.incomplete_steps), completeness.checked_on, completeness.steps_complete, completeness.steps_total],
    );
  }

  /** Those of these ids that belong to an application. */
  async existingSkuIds(skuIds: string[]): Promise<string[]> {
    const found = await this.applications.find({ select: { sku_id: true }, where: { sku_id: In(skuIds) } });
    return found.map(({ sku_id }) => sku_id);
  }

  findBySkuId(skuId: string): Promise<Application | null> {
    return this.applications.findOneBy({ sku_id: skuId });
  }

  /** A page of the staff list (filtered as `filtered` says), and how many the filter finds in all. */
  async list(query: ListQueryOf<typeof ApplicationListQuery>): Promise<{ rows: Application[]; total: number }> {
    const builder = this.filtered(query.filter);
    if (query.sort === 'deadline_at') builder.orderBy(OPEN_DEADLINE_SQL, query.order, 'NULLS LAST');
    else builder.orderBy(`app."${query.sort}"`, query.order, 'NULLS LAST');
    builder.addOrderBy('app.created_at', 'DESC').addOrderBy('app.sku_id', 'ASC').skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  /** How many applications the staff list shows with this filter. */
  count(filter: ApplicationListFilter): Promise<number> {
    return this.filtered(filter).getCount();
  }

  /** How many of the applications the list shows with this filter have each payment or review status. */
  countBy(column: 'payment_status' | 'review_status', filter: ApplicationListFilter): Promise<Array<{ status: string; count: number }>> {
    return this.filtered(filter).select(`app.${column}`, 'status').addSelect('count(*)::int', 'count').groupBy(`app.${column}`).getRawMany();
  }

  /** Applications started on each of the last `days` days (UTC), oldest first, days without any included. */
  createdPerDay(days: number): Promise<Array<{ day: string; count: number }>> {
    return this.applications.manager.query(
      `WITH days AS (
         SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day, count(app.id)::int AS count
       FROM days
       LEFT JOIN applications app
         ON app.created_at >= days.day::timestamp AT TIME ZONE 'UTC' AND app.created_at < (days.day + 1)::timestamp AT TIME ZONE 'UTC'
       GROUP BY days.day ORDER BY days.day`,
      [days],
    );
  }

  /**
   * The staff list's filter as a query. Search: every word of `q` in the given name and surname, in any order,
   * accents and case aside; or `q` within the id, e-mail or passport number. Filters on the promoted columns, the
   * arrival dates, completeness, the assignee and the urgent queue. `open`: paid and awaiting a decision; `urgent`:
   * the urgent queue (urgent, paid, awaiting a decision); `overdue`: the part of it past its deadline (urgency.ts).
   */
  private filtered(filter: ApplicationListFilter) {
    const builder = this.applications.createQueryBuilder('app');
    const { q, id, created_from, created_to, arrival_from, arrival_to, corrected, complete, assignee_id, open, urgent, overdue, ...columns } = filter;
    if (typeof q === 'string' && q.trim()) {
      const words = foldForSearch(q).split(' ').filter(Boolean);
      const names = words.map((_, index) => `app.search_name LIKE :word${index}`).join(' AND ');
      builder.andWhere(`((${names || 'false'}) OR app.sku_id ILIKE :q OR app."Email" ILIKE :q OR app.data->>'Passport_Number' ILIKE :q)`, {
        q: `%${escapeLike(q.trim())}%`,
        ...Object.fromEntries(words.map((word, index) => [`word${index}`, `%${escapeLike(word)}%`])),
      });
    }
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'app.sku_id IN (:...ids)' : 'false', { ids });
    for (const column of ['payment_status', 'review_status', 'Visa_Service', 'Nationality', 'Application_Type'] as const) {
      const value = columns[column];
      if (typeof value === 'string' && value) builder.andWhere(`app."${column}" = :${column}`, { [column]: value });
    }
    // Sent back by the applicant after a correction request (the console's 'corrected' marker).
    if (corrected === true || corrected === 'true') builder.andWhere('app.corrected_at IS NOT NULL');
    if (complete === true || complete === 'true') builder.andWhere('app.steps_complete = app.steps_total');
    if (complete === false || complete === 'false') builder.andWhere('app.steps_complete < app.steps_total');
    if (typeof assignee_id === 'string' && assignee_id)
      builder.andWhere(isUuid(assignee_id) ? 'app.assignee_id = :assignee_id' : 'false', { assignee_id });
    const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    if (isDate(created_from)) builder.andWhere('app.created_at >= :from::date', { from: created_from });
    if (isDate(created_to)) builder.andWhere('app.created_at < :to::date + 1', { to: created_to });
    // Arrival dates are stored as the form writes them, YYYY-MM-DD: compared as text they compare as dates.
    if (isDate(arrival_from)) builder.andWhere('app."Expected_Date_of_Arrival" >= :arrival_from', { arrival_from });
    if (isDate(arrival_to)) builder.andWhere('app."Expected_Date_of_Arrival" <= :arrival_to', { arrival_to });
    const yes = (value: unknown) => value === true || value === 'true';
    if (yes(open)) builder.andWhere(`app.payment_status = 'COMPLETED' AND ${UNDECIDED_SQL}`);
    if (yes(urgent)) builder.andWhere(`(${OPEN_DEADLINE_SQL}) IS NOT NULL`);
    if (yes(overdue)) builder.andWhere(`(${OPEN_DEADLINE_SQL}) <= :overdueIfPaidBy`, { overdueIfPaidBy: overdueIfPaidBy(new Date()) });
    return builder;
  }
}
