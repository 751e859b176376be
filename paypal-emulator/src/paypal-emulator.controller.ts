import { Controller, Get, Inject, Param, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@evisa/api/config/app-config.js';
import { RequestBody, Returns, ReturnsFile } from '@evisa/api/contract/contract.js';
import {
  PayPalConfirmCardRequest,
  PayPalCreateOrderRequest,
  PayPalOrder,
  PayPalRefund,
  PayPalRefundRequest,
  PayPalSimulateEventRequest,
  PayPalToken,
  PayPalVerifyWebhookSignatureReply,
  PayPalVerifyWebhookSignatureRequest,
  PayPalWebhookEvent,
} from '@evisa/api/payments/paypal/paypal.schemas.js';
import type { PayPal } from '@evisa/api/payments/paypal/paypal.types.js';
import { EMULATOR_PATH } from '@evisa/api/payments/paypal/paypal-emulator-credentials.js';
import { PayPalEmulatorAuthGuard } from './paypal-emulator-auth.guard.js';
import { approvePage } from './approve-page.js';
import { challengePage } from './challenge-page.js';
import { PayPalEmulatorErrorFilter } from './paypal-emulator.error.js';
import {
  type ApprovalResult,
  BUYER_CHOICES,
  type BuyerChoice,
  type ChallengeResult,
  type EmulatorReply,
  PayPalEmulatorService,
} from './paypal-emulator.service.js';

const MAX_FORM_BYTES = 4096;

function header(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Webhooks go to this very server over the connection's local address, never to an address a caller names. */
function webhookUrl(request: Request): string {
  const address = (request.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${request.socket.localPort}/api/india/paypal-webhook`;
}

/** A form body (the token's grant_type, the buyer's choice); the API parses only JSON bodies itself. */
async function formBody(request: Request): Promise<URLSearchParams> {
  let text = '';
  // Read to the end so that the response can still be written; only the first few kilobytes are kept.
  for await (const chunk of request) if (text.length < MAX_FORM_BYTES) text += String(chunk);
  return new URLSearchParams(text.slice(0, MAX_FORM_BYTES));
}

function buyerChoice(value: string | null): BuyerChoice | undefined {
  return BUYER_CHOICES.find((choice) => choice === value);
}

function send(response: Response, reply: EmulatorReply): void {
  response.status(reply.status).json(reply.body);
}

/**
 * PayPal's REST endpoints as the built-in sandbox emulator serves them (mounted only when no PayPal credentials are
 * configured). Not part of the product's API: the product's PayPal client calls it exactly as it would call PayPal.
 * Its bodies are PayPal's (paypal.schemas.ts), and so are its failures: PayPal's error body (PayPalError), also for a
 * request body that fails its schema (INVALID_REQUEST), never the API's ErrorBody.
 */
@ApiTags('PayPal sandbox emulator (test mode only)')
@SkipThrottle({ general: true })
@UseFilters(PayPalEmulatorErrorFilter)
@Controller(EMULATOR_PATH)
export class PayPalEmulatorController {
  // The emulator's public address (PUBLIC_URL): its links point there, as PayPal's point to PayPal, never to a
  // host a request names in its Host header.
  private readonly base: string;

  constructor(
    private readonly emulator: PayPalEmulatorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.base = `${config.publicUrl}/api/${EMULATOR_PATH}`;
  }

  @Post('v1/oauth2/token')
  @ApiOperation({ summary: 'OAuth 2 client-credentials token (HTTP basic auth, form body grant_type=client_credentials)' })
  @Returns(PayPalToken)
  async token(@Req() request: Request, @Res() response: Response) {
    send(response, await this.emulator.issueToken(header(request, 'authorization'), (await formBody(request)).get('grant_type')));
  }

  @Post('v2/checkout/orders')
  @UseGuards(PayPalEmulatorAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Orders v2: create an order (intent CAPTURE, one purchase unit); honours PayPal-Request-Id' })
  @Returns(PayPalOrder, { status: 201, description: 'The order, CREATED (200 with the first answer for a repeated PayPal-Request-Id)' })
  async createOrder(@RequestBody(PayPalCreateOrderRequest) body: PayPal['CreateOrderRequest'], @Req() request: Request, @Res() response: Response) {
    send(response, await this.emulator.createOrder(body, header(request, 'paypal-request-id'), this.base));
  }

  @Get('v2/checkout/orders/:id')
  @UseGuards(PayPalEmulatorAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Orders v2: show an order' })
  @Returns(PayPalOrder)
  async getOrder(@Param('id') id: string, @Res() response: Response) {
    send(response, await this.emulator.getOrder(id, this.base));
  }

  @Post('v2/checkout/orders/:id/confirm-payment-source')
  @ApiOperation({
    summary:
      "Orders v2: the buyer's card for a card order, as PayPal's card fields send it from the browser (no token needed here); APPROVED, or PAYER_ACTION_REQUIRED with a 'payer-action' link to the 3-D Secure challenge",
  })
  @Returns(PayPalOrder, { description: 'The order, APPROVED or PAYER_ACTION_REQUIRED' })
  async confirmCard(@Param('id') id: string, @RequestBody(PayPalConfirmCardRequest) body: PayPal['ConfirmCardRequest'], @Res() response: Response) {
    send(response, await this.emulator.confirmCard(id, body.payment_source.card, this.base));
  }

  @Get('webapps/helios')
  @ApiOperation({ summary: "A card order's payer-action link: the 3-D Secure challenge (cart_id: the order id) in a small HTML page" })
  @ReturnsFile(['text/html'], 'The challenge (or what became of it)')
  @ReturnsFile(['text/html'], 'The page saying no order has this id', 404)
  async challenge(@Query('cart_id') orderId: unknown, @Res() response: Response) {
    this.challengePage(response, await this.emulator.challenge(typeof orderId === 'string' ? orderId : ''));
  }

  @Post('webapps/helios')
  @ApiOperation({ summary: "The buyer completes the 3-D Secure challenge (form body cart_id); back to the order's return_url with its token" })
  @ReturnsFile(['text/html'], 'The page saying what happened, when the order named no address to return to')
  @ReturnsFile(['text/html'], 'The page saying no order has this id', 404)
  async completeChallenge(@Req() request: Request, @Res() response: Response) {
    const result = await this.emulator.completeChallenge((await formBody(request)).get('cart_id') ?? '');
    if ('redirect' in result && result.redirect) response.redirect(303, result.redirect);
    else this.challengePage(response, result);
  }

  private challengePage(response: Response, result: ChallengeResult): void {
    response.setHeader('Cache-Control', 'no-store');
    response
      .status(result.state === 'not-found' ? 404 : 200)
      .type('html')
      .send(challengePage(result, this.config.business.name));
  }

  @Post('v2/checkout/orders/:id/capture')
  @UseGuards(PayPalEmulatorAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Orders v2: capture an approved order; PayPal-Mock-Response {"mock_application_codes":"INSTRUMENT_DECLINED"} declines it',
  })
  @Returns(PayPalOrder, { status: 201, description: 'The order, COMPLETED, with its capture' })
  async capture(@Param('id') id: string, @Req() request: Request, @Res() response: Response) {
    const reply = await this.emulator.capture(id, header(request, 'paypal-request-id'), header(request, 'paypal-mock-response'), this.base);
    const event = reply.event;
    // As PayPal does, the webhook follows the capture's answer.
    if (event) response.once('finish', () => void this.emulator.deliver(event, webhookUrl(request), this.base));
    send(response, reply);
  }

  @Post('v2/payments/captures/:id/refund')
  @UseGuards(PayPalEmulatorAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Payments v2: refund a capture, in part (amount) or all that is left; honours PayPal-Request-Id; 422 REFUND_AMOUNT_EXCEEDED for more than is left',
  })
  @Returns(PayPalRefund, { status: 201, description: 'The refund, COMPLETED (the first answer again for a repeated PayPal-Request-Id)' })
  async refund(
    @Param('id') id: string,
    @RequestBody(PayPalRefundRequest) body: PayPal['RefundRequest'],
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const reply = await this.emulator.refund(id, body, header(request, 'paypal-request-id'), this.base);
    const event = reply.event;
    if (event) response.once('finish', () => void this.emulator.deliver(event, webhookUrl(request), this.base));
    send(response, reply);
  }

  @Get('checkoutnow')
  @ApiOperation({ summary: "The order's approve link: the buyer's choices (approve, cancel, or a card that will be declined) in a small HTML page" })
  @ReturnsFile(['text/html'], 'The page offering the choices (or saying the order was approved or paid already)')
  @ReturnsFile(['text/html'], 'The page saying no order has this token', 404)
  async checkout(@Query('token') token: unknown, @Res() response: Response) {
    this.page(response, await this.emulator.checkout(typeof token === 'string' ? token : ''));
  }

  @Post('checkoutnow')
  @ApiOperation({
    summary:
      "The buyer's choice (form body token, choice: approve, cancel, insufficient-funds, card-declined or 3ds-failed); a decline shows at the capture",
  })
  @ReturnsFile(['text/html'], 'The page saying what happened, when the order named no address to return to')
  @ReturnsFile(['text/html'], 'The page saying no order has this token, or the choice is unknown', 404)
  async choose(@Req() request: Request, @Res() response: Response) {
    const form = await formBody(request);
    const choice = buyerChoice(form.get('choice'));
    const result = choice ? await this.emulator.choose(form.get('token') ?? '', choice) : { state: 'not-found' as const };
    // As PayPal: back to the merchant's return_url (approved) or cancel_url (cancelled).
    if ('redirect' in result && result.redirect) response.redirect(303, result.redirect);
    else this.page(response, result);
  }

  private page(response: Response, result: ApprovalResult): void {
    response.setHeader('Cache-Control', 'no-store');
    response
      .status(result.state === 'not-found' ? 404 : 200)
      .type('html')
      .send(approvePage(result, this.config.business.name));
  }

  @Post('v1/notifications/verify-webhook-signature')
  @UseGuards(PayPalEmulatorAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Notifications v1: verify the signature of a webhook delivery' })
  @Returns(PayPalVerifyWebhookSignatureReply)
  async verify(@RequestBody(PayPalVerifyWebhookSignatureRequest) body: PayPal['VerifyWebhookSignatureRequest'], @Res() response: Response) {
    send(response, await this.emulator.verify(body));
  }

  @Post('v1/notifications/simulate-event')
  @UseGuards(PayPalEmulatorAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Notifications v1: send a signed sample event to this server's webhook; the emulator also takes a `resource` to send",
  })
  @Returns(PayPalWebhookEvent, { status: 202, description: 'The event, delivered before this answer' })
  async simulate(@RequestBody(PayPalSimulateEventRequest) body: PayPal['SimulateEventRequest'], @Req() request: Request, @Res() response: Response) {
    const event = await this.emulator.simulate(body);
    // Delivered before answering (PayPal answers first), so that a test can read the outcome right away.
    await this.emulator.deliver(event, webhookUrl(request), this.base);
    response.status(202).json(event);
  }

  @Post('v1/notifications/webhooks-events/:id/resend')
  @UseGuards(PayPalEmulatorAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Notifications v1: deliver an event again' })
  @Returns(PayPalWebhookEvent, { status: 202, description: 'The event, delivered again before this answer' })
  async resend(@Param('id') id: string, @Req() request: Request, @Res() response: Response) {
    const event = await this.emulator.event(id);
    await this.emulator.deliver(event, webhookUrl(request), this.base);
    response.status(202).json(event);
  }
}
