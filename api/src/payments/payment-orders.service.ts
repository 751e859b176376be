import { FEE_CURRENCY } from '@evisa/forms';
import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApplicationsService } from '../applications/applications.service.js';
import { cents } from '../common/money.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { FeesService } from '../fees/fees.service.js';
import { FormsService } from '../forms/forms.service.js';
import { Payment } from './payment.entity.js';
import { offeredMethods, priceWith } from './payment-methods.js';
import { PaymentLedgerService } from './payment-ledger.service.js';
import { incompleteApplication, orderRequest } from './payment-requests.js';
import type { CreatedOrder, CreateOrderRequest, PaymentSession } from './payments.schemas.js';
import { PAYMENT_TOKEN_TTL_S, PaymentTokensService } from './payment-tokens.service.js';
import { payPalUnavailable } from './paypal/paypal-api.error.js';
import { PayPalClient } from './paypal/paypal.client.js';
import type { PayPal } from './paypal/paypal.types.js';

export const AMOUNT_MISMATCH_MESSAGE = 'Amount does not match the fee for this application.';

/**
 * The start of a payment: the payment access token, and the PayPal order for an application's fee, whose amount
 * the server sets from the fee table (DESIGN 'Payments'); only a complete, payable application gets one.
 */
@Injectable()
export class PaymentOrdersService {
  private readonly logger = new Logger(PaymentOrdersService.name);

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly applications: ApplicationsService,
    private readonly forms: FormsService,
    private readonly fees: FeesService,
    private readonly paypal: PayPalClient,
    private readonly tokens: PaymentTokensService,
    private readonly ledger: PaymentLedgerService,
  ) {}

  /** GET authenticate: a payment access token of this API (never PayPal's) and what the browser needs for PayPal. */
  async authenticate(): Promise<ReplyOf<typeof PaymentSession>> {
    return {
      success: true,
      status: true,
      accessToken: await this.tokens.issue(),
      expiresIn: PAYMENT_TOKEN_TTL_S,
      clientId: this.paypal.clientId,
      mode: this.paypal.mode,
      methods: offeredMethods(this.config.paymentMethods),
    };
  }

  /**
   * POST create-Order: a PayPal order for the application's fee, as PayPal returns it ({id, status, links}), paid
   * with PayPal or (method 'card') with a card in PayPal's card fields.
   */
  async createOrder(body: RequestOf<typeof CreateOrderRequest>): Promise<ReplyOf<typeof CreatedOrder>> {
    const { skuId, amountCents, method } = orderRequest(body);
    const application = await this.applications.findBySkuId(skuId);
    await this.ledger.assertPayable(application);
    // Complete by the version of the form the application was filled in with.
    const incomplete = (await this.forms.version(application.form_version)).incompleteSteps(application.data);
    if (incomplete.length) throw incompleteApplication(incomplete, 'before paying.');
    const fee = await this.fees.feeFor(application);
    if (!fee) throw new ConflictException('No fee is published for the nationality and visa service of this application.');
    // The method's surcharge, if one is configured, is added to the fee: the client's amount, when sent, is that total.
    const price = priceWith(fee.amount, method, this.config.paymentMethods);
    if (amountCents !== undefined && amountCents !== cents(price.total)) throw new BadRequestException(AMOUNT_MISMATCH_MESSAGE);

    // Buyers come back to the public site (PUBLIC_URL), never to an address a request named in its Host header.
    const site = this.config.publicUrl;
    let order: PayPal['Order'];
    try {
      order = await this.paypal.createOrder(
        {
          source: method,
          skuId: application.sku_id,
          amount: price.total.toFixed(2),
          currency: FEE_CURRENCY,
          description: `e-Visa application ${application.sku_id}: ${String(application.data.Visa_Service ?? 'e-Visa')}`.slice(0, 127),
          returnUrl: `${site}/Payment/${application.sku_id}`,
          cancelUrl: `${site}/Payment/${application.sku_id}`,
        },
        randomUUID(),
      );
    } catch (error) {
      throw payPalUnavailable(this.logger, 'create order', error);
    }
    await this.payments.insert({
      order_id: order.id,
      sku_id: application.sku_id,
      method,
      surcharge: price.surcharge,
      amount: price.total,
      currency: FEE_CURRENCY,
      status: 'CREATED',
    });
    return { success: true, id: order.id, status: order.status, links: order.links };
  }
}
