import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { feeCodeList, indiaEvisa } from '@evisa/forms';
import { FeesService } from './fees.service.js';

@ApiTags('fees')
@Controller('india')
export class FeesController {
  constructor(private readonly fees: FeesService) {}

  @Post('getVisaFeeByCountry')
  @HttpCode(200)
  @RateLimit('lookup')
  @ApiOperation({ summary: "A country's fee record in USD (the applicant's Nationality, as the Nationality list spells it)" })
  @ApiBody({
    schema: { type: 'object', required: ['countryName'], properties: { countryName: { type: 'string', maxLength: 100, example: 'FRANCE' } } },
  })
  @ApiResponse({
    status: 200,
    description: `{ success: true, status: true, data: { country, IndiaVisafees: { ${feeCodeList(indiaEvisa)
      .map(({ code }) => code)
      .join(', ')} } } }: an amount per fee code`,
  })
  @ApiResponse({
    status: 400,
    description: "countryName missing: { success: false, status: false, message, errors: [{ field: 'countryName', message }] }",
  })
  @ApiResponse({ status: 404, description: 'No fees are published for this country.' })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  byCountry(@Body() body: unknown) {
    return this.fees.byCountry(body);
  }

  @Get('visa-fees')
  @RateLimit('lookup')
  // Staff's changes show within a minute; the table is the same for every visitor.
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'The whole fee table in USD, read-only: countries with the same amounts grouped, an amount per fee code' })
  @ApiResponse({
    status: 200,
    description:
      "{ success: true, status: true, data: { currency: 'USD', codes: [{ code, label, kind: 'visa' | 'extra' }] (the published form's fee codes, in its order; an extra such as the urgent fee is added to a visa's fee), groups: [{ countries: ['ARGENTINA', ...], amounts: { <code>: amount | null } }] (cheapest first), updated_at: '<ISO time of the last change>' | null } }",
  })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  async table() {
    return { success: true, status: true, data: await this.fees.table() };
  }
}
