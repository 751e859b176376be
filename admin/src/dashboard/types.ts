export interface StatusCount {
  status: string;
  count: number;
}

export interface DashboardSummary {
  payment_status: StatusCount[];
  review_status: StatusCount[];
  applications_per_day: Array<{ day: string; count: number }>;
  revenue_per_week: Array<{ week: string; amount: number; payments: number }>;
  currency: string;
  new_enquiries: number;
  latest_enquiries: Array<{
    id: string;
    Given_Name: string;
    Email: string;
    Nationality: string;
    status: 'NEW' | 'ANSWERED';
    remarks: string;
    created_at: string;
  }>;
}
