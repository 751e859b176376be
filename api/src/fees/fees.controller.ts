import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rateLimit.js';
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
  @ApiBody({ schema: { type: 'object', required: ['countryName'], properties: { countryName: { type: 'string', maxLength: 100, example: 'FRANCE' } } } })
  @ApiResponse({
    status: 200,
    description: `{ success: true, status: true, data: { country, IndiaVisafees: { ${feeCodeList(indiaEvisa).map(({ code }) => code).join(', ')} } } }: an amount per fee code`,
  })
  @ApiResponse({ status: 400, description: "countryName missing: { success: false, status: false, message, errors: [{ field: 'countryName', message }] }" })
  @ApiResponse({ status: 404, description: 'No fees are published for this country.' })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  byCountry(@Body() body: unknown) {
    return this.fees.byCountry(body);
  }
}
