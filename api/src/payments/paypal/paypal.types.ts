/** The parts of PayPal's Orders v2 and Notifications v1 bodies this product reads and writes. */

export interface PayPalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

export type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';

export interface PayPalCapture {
  id: string;
  status: CaptureStatus;
  amount: PayPalAmount;
  custom_id?: string;
  final_capture?: boolean;
  create_time?: string;
  update_time?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
  links?: PayPalLink[];
}

export interface PayPalPurchaseUnit {
  reference_id?: string;
  custom_id?: string;
  description?: string;
  amount?: PayPalAmount;
  payments?: { captures?: PayPalCapture[] };
}

export type OrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface PayPalOrder {
  id: string;
  status: OrderStatus;
  intent?: 'CAPTURE' | 'AUTHORIZE';
  purchase_units?: PayPalPurchaseUnit[];
  payer?: { payer_id?: string; email_address?: string; name?: { given_name?: string; surname?: string } };
  create_time?: string;
  update_time?: string;
  links: PayPalLink[];
}

/** PayPal's error body: `name` is the category, `details[].issue` the precise reason (e.g. INSTRUMENT_DECLINED). */
export interface PayPalErrorBody {
  name: string;
  message: string;
  debug_id: string;
  details?: Array<{ issue: string; description?: string; field?: string; value?: string; location?: string }>;
  links?: PayPalLink[];
}

export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  summary?: string;
  resource: Record<string, unknown>;
  create_time?: string;
  event_version?: string;
  resource_version?: string;
}

/** The headers PayPal signs a webhook delivery with, as verify-webhook-signature takes them. */
export interface WebhookSignature {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
}
