import { Controller, Get, Headers, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { IncomingHttpHeaders } from 'node:http';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { PaymentTokenGuard } from './payment-token.guard.js';
import { PaymentCaptureService } from './payment-capture.service.js';
import { BLOCKED_MESSAGE } from './payment-ledger.service.js';
import { AMOUNT_MISMATCH_MESSAGE, PaymentOrdersService } from './payment-orders.service.js';
import {
  CapturePaymentRequest,
  CaptureReply,
  CreatedOrder,
  CreateOrderRequest,
  OrderRefused,
  PaymentSession,
  WebhookReply,
} from './payments.schemas.js';
import { PayPalWebhookService } from './paypal-webhook.service.js';
import { PayPalWebhookEvent } from './paypal/paypal.schemas.js';
import type { PayPal } from './paypal/paypal.types.js';

const UNAUTHORIZED = 'No valid payment access token (Authorization: Bearer <accessToken> from GET /api/india/authenticate)';
const BAD_GATEWAY = 'PayPal did not answer as expected; nothing was charged twice, the call can be repeated';
// PayPal is no form to correct field by field: a 400 it retries, and tells us about in its dashboard.
const NOT_AN_EVENT = 'The request body is not a PayPal webhook event.';

@ApiTags('payments')
@Controller('india')
export class PaymentsController {
  constructor(
    private readonly orders: PaymentOrdersService,
    private readonly captures: PaymentCaptureService,
    private readonly webhooks: PayPalWebhookService,
  ) {}

  @Get('authenticate')
  @RateLimit('payment')
  @ApiOperation({ summary: 'A payment access token for create-Order and capture-Payment (15 minutes), and the PayPal client id and mode' })
  @Returns(PaymentSession)
  @Fails({ 429: 'Too many requests from this address' })
  authenticate() {
    return this.orders.authenticate();
  }

  @Post('create-Order')
  @RateLimit('payment')
  @UseGuards(PaymentTokenGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Create the PayPal order for an application's fee; the server computes the amount (fee table, visa service, urgency)",
    description:
      "Open the returned `approve` link for the buyer's approval, then call capture-Payment. `description` is accepted but the order carries the server's own.",
  })
  @Returns(CreatedOrder, { status: 201, description: "PayPal's order: open its rel 'approve' link" })
  @Fails({
    400: `${AMOUNT_MISMATCH_MESSAGE} / sku_id missing / currency not USD`,
    401: UNAUTHORIZED,
    404: 'Application not found',
    409: [`Already paid / ${BLOCKED_MESSAGE} / no fee published / not complete (incompleteSteps then says what is left)`, OrderRefused],
    429: 'Too many requests from this address',
    502: BAD_GATEWAY,
  })
  createOrder(@RequestBody(CreateOrderRequest) body: RequestOf<typeof CreateOrderRequest>) {
    return this.orders.createOrder(body);
  }

  @Post('capture-Payment')
  @RateLimit('payment')
  @UseGuards(PaymentTokenGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Capture the approved PayPal order; repeating the call returns the same result and never captures twice' })
  @ApiHeader({
    name: 'PayPal-Mock-Response',
    required: false,
    description: 'Sandbox and emulator only: passed to PayPal, e.g. {"mock_application_codes":"INSTRUMENT_DECLINED"}',
  })
  @Returns(CaptureReply, { description: "payment_status 'COMPLETED', or 'PENDING' while PayPal holds the capture" })
  @Fails({
    400: 'orderID or sku_id missing',
    401: UNAUTHORIZED,
    402: 'The payment was declined (counts one of the three attempts)',
    404: 'Application not found / Order not found for this application.',
    409: [
      `Not approved yet / already paid / ${BLOCKED_MESSAGE} / the application changed since the order: its fee differs, or it is not complete (incompleteSteps then says what is left); the order is voided, nothing charged`,
      OrderRefused,
    ],
    429: 'Too many requests from this address',
    502: BAD_GATEWAY,
  })
  capture(
    @RequestBody(CapturePaymentRequest) body: RequestOf<typeof CapturePaymentRequest>,
    @Headers('paypal-mock-response') mockResponse: string | undefined,
  ) {
    return this.captures.capture(body, mockResponse);
  }

  @Post('paypal-webhook')
  @ApiOperation({
    summary: 'PayPal webhook (PAYMENT.CAPTURE.COMPLETED / DENIED); acted on once PayPal confirms the signature (PAYPAL_WEBHOOK_ID)',
  })
  @Returns(WebhookReply)
  @Fails({
    400: `Signature headers missing, signature not verified, or: ${NOT_AN_EVENT}`,
    404: 'No PAYPAL_WEBHOOK_ID configured (with real PayPal credentials)',
    502: BAD_GATEWAY,
  })
  webhook(@Headers() headers: IncomingHttpHeaders, @RequestBody(PayPalWebhookEvent, { message: NOT_AN_EVENT }) event: PayPal['WebhookEvent']) {
    return this.webhooks.receive(headers, event);
  }
}
