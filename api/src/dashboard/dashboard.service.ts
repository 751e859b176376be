import { Injectable } from '@nestjs/common';
import { REVIEW_STATUSES } from '@evisa/forms';
import { AdminApplicationsService, type StatusCount } from '../applications/admin-applications.service.js';
import type { ReplyOf } from '../contract/contract.js';
import { EnquiriesService } from '../enquiries/enquiries.service.js';
import { PaymentRecordsService } from '../payments/payment-records.service.js';
import type { DashboardEnquiry, DashboardSummary } from './dashboard.schemas.js';

const PAYMENT_STATUSES = ['UNPAID', 'COMPLETED'] as const;
const DAYS = 30;
const WEEKS = 12;
const LATEST_ENQUIRIES = 5;
const EXCERPT_LENGTH = 160;

/** Every status in `order` with its count (0 when absent), then any other status the table holds. */
function counts(rows: StatusCount[], order: readonly string[]): StatusCount[] {
  const found = new Map(rows.map((row) => [row.status, row.count]));
  const extra = rows.map((row) => row.status).filter((status) => !order.includes(status));
  return [...order, ...extra].map((status) => ({ status, count: found.get(status) ?? 0 }));
}

/**
 * The figures of the console's home page, each asked of the module that owns it, all at once. Days and weeks are
 * UTC (weeks start on Monday).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly applications: AdminApplicationsService,
    private readonly payments: PaymentRecordsService,
    private readonly enquiries: EnquiriesService,
  ) {}

  async summary(): Promise<ReplyOf<typeof DashboardSummary>> {
    const [statuses, perDay, perWeek, enquiries] = await Promise.all([
      this.applications.statusCounts(),
      this.applications.createdPerDay(DAYS),
      this.payments.revenuePerWeek(WEEKS),
      this.enquiries.latest(LATEST_ENQUIRIES, EXCERPT_LENGTH),
    ]);
    return {
      payment_status: counts(statuses.payment, PAYMENT_STATUSES),
      review_status: counts(statuses.review, REVIEW_STATUSES),
      applications_per_day: perDay,
      revenue_per_week: perWeek,
      currency: 'USD' as const,
      new_enquiries: enquiries.unanswered,
      // The enquiries module answers its own columns untyped; DashboardEnquiry names them (checked in the tests).
      latest_enquiries: enquiries.latest as Array<ReplyOf<typeof DashboardEnquiry>>,
    };
  }
}
