import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { REVIEW_STATUSES } from '../applications/application.entity.js';

const PAYMENT_STATUSES = ['UNPAID', 'COMPLETED'] as const;
const LATEST_ENQUIRIES = 5;
const EXCERPT_LENGTH = 160;

export interface StatusCount {
  status: string;
  count: number;
}

/** Every status in `order` with its count (0 when absent), then any other status the table holds. */
function counts(rows: Array<{ status: string; count: number }>, order: readonly string[]): StatusCount[] {
  const found = new Map(rows.map((row) => [row.status, row.count]));
  const extra = rows.map((row) => row.status).filter((status) => !order.includes(status));
  return [...order, ...extra].map((status) => ({ status, count: found.get(status) ?? 0 }));
}

/**
 * The figures of the console's home page, in one round of queries. Days and weeks are UTC (weeks start on
 * Monday); revenue counts completed payments in the week their capture completed.
 */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary() {
    const [payment, review, perDay, perWeek, latest, open] = await Promise.all([
      this.dataSource.query(`SELECT payment_status AS status, count(*)::int AS count FROM applications GROUP BY payment_status`),
      this.dataSource.query(`SELECT review_status AS status, count(*)::int AS count FROM applications GROUP BY review_status`),
      this.dataSource.query(`
        WITH days AS (
          SELECT generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS day, count(app.id)::int AS count
        FROM days
        LEFT JOIN applications app
          ON app.created_at >= days.day::timestamp AT TIME ZONE 'UTC' AND app.created_at < (days.day + 1)::timestamp AT TIME ZONE 'UTC'
        GROUP BY days.day ORDER BY days.day`),
      this.dataSource.query(`
        WITH weeks AS (
          SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - interval '11 weeks', date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS week
        )
        SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, coalesce(sum(pay.amount), 0)::text AS amount, count(pay.id)::int AS payments
        FROM weeks
        LEFT JOIN payments pay
          ON pay.status = 'COMPLETED' AND pay.updated_at >= weeks.week AT TIME ZONE 'UTC' AND pay.updated_at < (weeks.week + interval '1 week') AT TIME ZONE 'UTC'
        GROUP BY weeks.week ORDER BY weeks.week`),
      this.dataSource.query(
        `SELECT id, "Given_Name", "Email", "Nationality", status, left(remarks, $1) AS remarks, created_at
         FROM enquiries ORDER BY created_at DESC, id DESC LIMIT $2`,
        [EXCERPT_LENGTH, LATEST_ENQUIRIES],
      ),
      this.dataSource.query(`SELECT count(*)::int AS count FROM enquiries WHERE status = 'NEW'`),
    ]);
    return {
      payment_status: counts(payment, PAYMENT_STATUSES),
      review_status: counts(review, REVIEW_STATUSES),
      applications_per_day: perDay as Array<{ day: string; count: number }>,
      revenue_per_week: (perWeek as Array<{ week: string; amount: string; payments: number }>).map((row) => ({ ...row, amount: Number(row.amount) })),
      currency: 'USD',
      new_enquiries: (open as Array<{ count: number }>)[0].count,
      latest_enquiries: latest as Array<Record<string, unknown>>,
    };
  }
}
