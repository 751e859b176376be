import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { ERASED_MESSAGE } from '../applications/applications.service.js';
import { Fails, ReturnsFile } from '../contract/contract.js';
import { DocumentsService, NOT_PAID_MESSAGE } from './documents.service.js';

const ENTITLEMENT =
  'The application id is the credential, as for View-application: it is unguessable (80+ bits from a CSPRNG), and anyone holding it can already read the application itself.';

/** A PDF made for this request, offered as a download and kept by no cache between the server and the applicant. */
function pdf(response: Response, filename: string, content: Buffer): StreamableFile {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(content, { type: 'application/pdf', length: content.length, disposition: `attachment; filename="${filename}"` });
}

const FAILURES = { 404: 'Application not found', 409: NOT_PAID_MESSAGE, 410: ERASED_MESSAGE, 429: 'Too many documents asked for from this address' };

@ApiTags('applicant: documents')
@Controller('india')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get('receipt/:sku_id.pdf')
  @RateLimit('documents')
  @ApiOperation({
    summary:
      'The receipt of a paid application, as PDF: the business, the application id, visa type and processing, amount, date, PayPal transaction',
    description: ENTITLEMENT,
  })
  @ApiParam({ name: 'sku_id', description: 'The temporary application id', example: 'K7M2QX9PA4R8TZ3WN' })
  @ReturnsFile(['application/pdf'], 'The receipt, as a download (Content-Disposition: attachment)')
  @Fails(FAILURES)
  async receipt(@Param('sku_id') skuId: string, @Res({ passthrough: true }) response: Response) {
    return pdf(response, `receipt-${skuId}.pdf`, await this.documents.receiptPdf(skuId));
  }

  @Get('summary/:sku_id.pdf')
  @RateLimit('documents')
  @ApiOperation({
    summary: "The summary of a paid application, as PDF, laid out by its form's Preview layout (the answered questions)",
    description: ENTITLEMENT,
  })
  @ApiParam({ name: 'sku_id', description: 'The temporary application id', example: 'K7M2QX9PA4R8TZ3WN' })
  @ReturnsFile(['application/pdf'], 'The summary, as a download (Content-Disposition: attachment)')
  @Fails(FAILURES)
  async summary(@Param('sku_id') skuId: string, @Res({ passthrough: true }) response: Response) {
    return pdf(response, `application-${skuId}.pdf`, await this.documents.summaryPdf(skuId));
  }
}
