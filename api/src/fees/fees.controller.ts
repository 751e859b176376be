import { Controller, Get, Header, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Fails, type ReplyOf, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { FeesService } from './fees.service.js';
import { CountryFees, FeeByCountryRequest, FeeTableReply } from './fees.schemas.js';

@ApiTags('fees')
@Controller('india')
export class FeesController {
  constructor(private readonly fees: FeesService) {}

  @Post('getVisaFeeByCountry')
  @RateLimit('lookup')
  @ApiOperation({ summary: "A country's fee record in USD (the applicant's Nationality, as the Nationality list spells it)" })
  @Returns(CountryFees, { description: 'An amount per fee code of the published form' })
  @Fails({ 400: 'countryName missing or too long', 404: 'No fees are published for this country.', 429: 'Too many requests from this address' })
  byCountry(@RequestBody(FeeByCountryRequest) body: RequestOf<typeof FeeByCountryRequest>) {
    return this.fees.byCountry(body);
  }

  @Get('visa-fees')
  @RateLimit('lookup')
  // Staff's changes show within a minute; the table is the same for every visitor.
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'The whole fee table in USD, read-only: countries with the same amounts grouped, an amount per fee code' })
  @Returns(FeeTableReply)
  @Fails({ 429: 'Too many requests from this address' })
  async table(): Promise<ReplyOf<typeof FeeTableReply>> {
    return { success: true, status: true, data: await this.fees.table() };
  }
}
