import { Body, Controller, Get, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { PaymentTokenGuard } from './payment-token.guard.js';
import { PaymentCaptureService } from './payment-capture.service.js';
import { BLOCKED_MESSAGE } from './payment-ledger.service.js';
import { AMOUNT_MISMATCH_MESSAGE, PaymentOrdersService } from './payment-orders.service.js';
import { PayPalWebhookService } from './paypal-webhook.service.js';

const UNAUTHORIZED = {
  status: 401,
  description: 'No valid payment access token (Authorization: Bearer <accessToken> from GET /api/india/authenticate)',
};
const BAD_GATEWAY = { status: 502, description: 'PayPal did not answer as expected; nothing was charged twice, the call can be repeated' };

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
  @ApiResponse({
    status: 200,
    description: "{ success: true, status: true, accessToken, expiresIn: 900, clientId, mode: 'sandbox-emulator' | 'paypal' }",
  })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  authenticate() {
    return this.orders.authenticate();
  }

  @Post('create-Order')
  @HttpCode(201)
  @RateLimit('payment')
  @UseGuards(PaymentTokenGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Create the PayPal order for an application's fee; the server computes the amount (fee table, visa service, urgency)",
    description:
      "Open the returned `approve` link for the buyer's approval, then call capture-Payment. `description` is accepted but the order carries the server's own.",
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['sku_id'],
      properties: {
        sku_id: { type: 'string', example: 'K7M2QX9PA4R8TZ3WN' },
        amount: { oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Optional: must equal the fee if sent', example: 65 },
        currency: { type: 'string', enum: ['USD'] },
        description: { type: 'string' },
      },
    },
  })
  @ApiResponse({
    status: 201,
    description:
      "PayPal's answer: { success: true, id, status: 'CREATED', links: [{ href, rel: 'self' | 'approve' | 'update' | 'capture', method }] }",
  })
  @ApiResponse({ status: 400, description: `${AMOUNT_MISMATCH_MESSAGE} / sku_id missing / currency not USD` })
  @ApiResponse(UNAUTHORIZED)
  @ApiResponse({ status: 404, description: 'Application not found' })
  @ApiResponse({
    status: 409,
    description: `Already paid / ${BLOCKED_MESSAGE} / incomplete application: { message, incompleteSteps: [{ id, route, title, errors }] }`,
  })
  @ApiResponse(BAD_GATEWAY)
  createOrder(@Body() body: unknown, @Req() request: Request) {
    return this.orders.createOrder(body, `${request.protocol}://${request.get('host')}`);
  }

  @Post('capture-Payment')
  @HttpCode(200)
  @RateLimit('payment')
  @UseGuards(PaymentTokenGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Capture the approved PayPal order; repeating the call returns the same result and never captures twice' })
  @ApiHeader({
    name: 'PayPal-Mock-Response',
    required: false,
    description: 'Sandbox and emulator only: passed to PayPal, e.g. {"mock_application_codes":"INSTRUMENT_DECLINED"}',
  })
  @ApiBody({
    schema: { type: 'object', required: ['orderID', 'sku_id'], properties: { orderID: { type: 'string' }, sku_id: { type: 'string' } } },
  })
  @ApiResponse({
    status: 200,
    description:
      "{ success: true, status: true, message, data: { sku_id, payment_status: 'COMPLETED', order_id, capture_id, amount, currency } } (payment_status 'PENDING' while PayPal holds the capture)",
  })
  @ApiResponse({ status: 400, description: 'orderID or sku_id missing' })
  @ApiResponse(UNAUTHORIZED)
  @ApiResponse({ status: 402, description: 'The payment was declined (counts one of the three attempts)' })
  @ApiResponse({ status: 404, description: 'Application not found / Order not found for this application.' })
  @ApiResponse({ status: 409, description: `Not approved yet / already paid / ${BLOCKED_MESSAGE}` })
  @ApiResponse(BAD_GATEWAY)
  capture(@Body() body: unknown, @Headers('paypal-mock-response') mockResponse: string | undefined) {
    return this.captures.capture(body, mockResponse);
  }

  @Post('paypal-webhook')
  @HttpCode(200)
  @ApiOperation({
    summary: 'PayPal webhook (PAYMENT.CAPTURE.COMPLETED / DENIED); acted on once PayPal confirms the signature (PAYPAL_WEBHOOK_ID)',
  })
  @ApiResponse({ status: 200, description: '{ success: true, status: true, message } (also for an event already processed or not ours)' })
  @ApiResponse({ status: 400, description: 'Signature headers missing, body not an event, or signature not verified' })
  @ApiResponse({ status: 404, description: 'No PAYPAL_WEBHOOK_ID configured (with real PayPal credentials)' })
  @ApiResponse(BAD_GATEWAY)
  webhook(@Headers() headers: IncomingHttpHeaders, @Body() body: unknown) {
    return this.webhooks.receive(headers, body);
  }
}
