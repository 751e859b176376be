import type { IncomingHttpHeaders } from 'node:http';
import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ReplyOf } from '../contract/contract.js';
import { SYSTEM } from '../application-life/application-life.service.js';
import { RefundLedgerService } from '../refunds/refund-ledger.service.js';
import { Payment } from './payment.entity.js';
import type { WebhookReply } from './payments.schemas.js';
import { sameAmount } from './payment-capture.service.js';
import { PaymentLedgerService } from './payment-ledger.service.js';
import { isId, isObject, MAX_ID_LENGTH } from './payment-requests.js';
import { payPalUnavailable } from './paypal/paypal-api.error.js';
import { PayPalClient } from './paypal/paypal.client.js';
import type { PayPal, WebhookSignature } from './paypal/paypal.types.js';
import { PayPalWebhookEventRecord } from './paypal-webhook-event.entity.js';

function readSignature(headers: IncomingHttpHeaders): WebhookSignature | null {
  const read = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : null;
  };
  const signature = {
    auth_algo: read('paypal-auth-algo'),
    cert_url: read('paypal-cert-url'),
    transmission_id: read('paypal-transmission-id'),
    transmission_sig: read('paypal-transmission-sig'),
    transmission_time: read('paypal-transmission-time'),
  };
  return Object.values(signature).every(Boolean) ? (signature as WebhookSignature) : null;
}

/** The capture a refund refunds: PayPal links it as the refund's 'up' (…/v2/payments/captures/{id}). */
function refundedCaptureId(resource: Record<string, unknown>): string | null {
  const links = Array.isArray(resource.links) ? resource.links : [];
  const up = links.find((link): link is { rel: string; href: string } => isObject(link) && link.rel === 'up' && typeof link.href === 'string');
  const id = up ? /\/v2\/payments\/captures\/([^/?#]+)$/.exec(up.href)?.[1] : undefined;
  return id && isId(id, MAX_ID_LENGTH) ? id : null;
}

function relatedOrderId(resource: Record<string, unknown>): string | null {
  const supplementary = resource.supplementary_data;
  const related = isObject(supplementary) ? supplementary.related_ids : undefined;
  return isObject(related) && isId(related.order_id, MAX_ID_LENGTH) ? related.order_id : null;
}

/**
 * POST paypal-webhook: PayPal's word on a capture (completed, denied or refunded), acted on once PayPal confirms the
 * signature.
 */
@Injectable()
export class PayPalWebhookService {
  private readonly logger = new Logger(PayPalWebhookService.name);

  constructor(
    @InjectRepository(PayPalWebhookEventRecord) private readonly events: Repository<PayPalWebhookEventRecord>,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedgerService,
    private readonly refunds: RefundLedgerService,
  ) {}

  /** A delivery whose body passed PayPalWebhookEvent. */
  async receive(headers: IncomingHttpHeaders, event: PayPal['WebhookEvent']): Promise<ReplyOf<typeof WebhookReply>> {
    const signature = readSignature(headers);
    if (!signature) throw new BadRequestException('The PayPal signature headers are missing.');
    if (!this.paypal.webhookId) throw new NotFoundException('PayPal webhooks are not configured (PAYPAL_WEBHOOK_ID).');
    let verified: boolean;
    try {
      verified = await this.paypal.verifyWebhookSignature(signature, event);
    } catch (error) {
      throw payPalUnavailable(this.logger, 'verify webhook', error);
    }
    if (!verified) throw new BadRequestException('The webhook signature could not be verified.');
    if (await this.events.existsBy({ id: event.id })) return { success: true, status: true, message: 'Event already processed.' };

    const resource = event.resource;
    if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') return this.refunded(event);
    const orderId = relatedOrderId(resource);
    const captureId = isId(resource.id, MAX_ID_LENGTH) ? resource.id : null;
    const payment = orderId ? await this.events.manager.findOneBy(Payment, { order_id: orderId }) : null;
    let message = 'Event ignored.';
    if (payment && captureId && event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
      if (sameAmount(payment, resource.amount as PayPal['Amount'] | undefined)) {
        await this.ledger.complete(payment, captureId);
        message = 'Payment completed.';
      } else {
        this.logger.error(`Webhook capture of order ${payment.order_id} does not match the amount the order was created with`);
        message = 'Amount does not match the order; ignored.';
      }
    } else if (payment && captureId && event.event_type === 'PAYMENT.CAPTURE.DENIED') {
      await this.ledger.declinedCapture(payment.order_id, captureId);
      message = 'Declined capture recorded.';
    }
    // Recorded after acting: a failure above lets PayPal's retry act again, and acting is idempotent.
    await this.events.createQueryBuilder().insert().values({ id: event.id, event_type: event.event_type, order_id: orderId }).orIgnore().execute();
    return { success: true, status: true, message };
  }

  /**
   * A refund PayPal made (approved here, or in PayPal's own dashboard): recorded in the refund ledger once, whichever
   * of this and the approval's own answer comes first.
   */
  private async refunded(event: PayPal['WebhookEvent']): Promise<ReplyOf<typeof WebhookReply>> {
    const resource = event.resource;
    const refundId = isId(resource.id, MAX_ID_LENGTH) ? resource.id : null;
    const captureId = refundedCaptureId(resource);
    const amount = resource.amount as PayPal['Amount'] | undefined;
    const payment = captureId ? await this.events.manager.findOneBy(Payment, { capture_id: captureId, status: 'COMPLETED' }) : null;
    let message = 'Event ignored.';
    if (payment && refundId && resource.status === 'COMPLETED' && amount?.currency_code === payment.currency && Number(amount.value) > 0) {
      await this.refunds.record({
        paymentId: payment.id,
        paypalRefundId: refundId,
        amount: Number(amount.value),
        currency: amount.currency_code,
        request: null,
        taker: SYSTEM,
      });
      message = 'Refund recorded.';
    }
    await this.events
      .createQueryBuilder()
      .insert()
      .values({ id: event.id, event_type: event.event_type, order_id: payment?.order_id ?? null })
      .orIgnore()
      .execute();
    return { success: true, status: true, message };
  }
}
