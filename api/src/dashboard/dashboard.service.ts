import { Injectable } from '@nestjs/common';
import { REVIEW_STATUSES } from '@evisa/forms';
import { PAYMENT_STATUSES } from '../application-life/life.js';
import type { ApplicationListFilter } from '../applications/admin-applications.schemas.js';
import { AdminApplicationsService } from '../applications/admin-applications.service.js';
import type { ReplyOf } from '../contract/contract.js';
import { EnquiriesService } from '../enquiries/enquiries.service.js';
import { PaymentRecordsService } from '../payments/payment-records.service.js';
import { RefundRequestsService } from '../refunds/refund-requests.service.js';
import type { PublicUser } from '../users/public-user.js';
import type { DashboardEnquiry, DashboardSummary } from './dashboard.schemas.js';

type Summary = ReplyOf<typeof DashboardSummary>;
type Filter = ApplicationListFilter;

// The work there is: review statuses count paid applications only (an unpaid one is not staff's to review yet).
const PAID: Filter = { payment_status: 'COMPLETED' };
const DAYS = 30;
const WEEKS = 12;
const LATEST_ENQUIRIES = 5;
const EXCERPT_LENGTH = 160;

/** The day's work, each count with the list filter (the applications list's own) that shows it. */
const workFilters = (reader: PublicUser): Array<{ name: Summary['work'][number]['name']; filter: Filter }> => [
  { name: 'urgent', filter: { urgent: true } },
  { name: 'overdue', filter: { overdue: true } },
  { name: 'my_queue', filter: { assignee_id: reader.id, open: true } },
];

/**
 * Every status in `order` with its count (0 when absent), then any other status the table holds, each with the list
 * filter that shows them (`base` and the status).
 */
function counts(rows: Array<{ status: string; count: number }>, order: readonly string[], field: string, base: Filter): Summary['payment_status'] {
  const found = new Map(rows.map((row) => [row.status, row.count]));
  const extra = rows.map((row) => row.status).filter((status) => !order.includes(status));
  return [...order, ...extra].map((status) => ({ status, count: found.get(status) ?? 0, filter: { ...base, [field]: status } }));
}

/**
 * The figures of the console's home page, each asked of the module that owns it, all at once. Days and weeks are
 * UTC (weeks start on Monday).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly adminApplications: AdminApplicationsService,
    private readonly payments: PaymentRecordsService,
    private readonly enquiries: EnquiriesService,
    private readonly refunds: RefundRequestsService,
  ) {}

  /** The figures as `reader` sees them (their own queue). Every count is made by the list's own filter. */
  async summary(reader: PublicUser): Promise<Summary> {
    const work = workFilters(reader);
    const [payment, review, workCounts, perDay, perWeek, enquiries, refunds] = await Promise.all([
      this.adminApplications.countBy('payment_status', {}),
      this.adminApplications.countBy('review_status', PAID),
      Promise.all(work.map(({ filter }) => this.adminApplications.count(filter))),
      this.adminApplications.createdPerDay(DAYS),
      this.payments.revenuePerWeek(WEEKS),
      this.enquiries.latest(LATEST_ENQUIRIES, EXCERPT_LENGTH),
      this.refunds.summary(DAYS),
    ]);
    return {
      payment_status: counts(payment, PAYMENT_STATUSES, 'payment_status', {}),
      review_status: counts(review, REVIEW_STATUSES, 'review_status', PAID),
      work: work.map(({ name, filter }, index) => ({ name, count: workCounts[index]!, filter })),
      applications_per_day: perDay,
      revenue_per_week: perWeek,
      currency: 'USD' as const,
      new_enquiries: enquiries.unanswered,
      refunds: { pending: refunds.pending, refunded: refunds.refunded, count: refunds.refunds, filter: { status: 'PENDING' } },
      // The enquiries module answers its own columns untyped; DashboardEnquiry names them (checked in the tests).
      latest_enquiries: enquiries.latest as Array<ReplyOf<typeof DashboardEnquiry>>,
    };
  }
}
