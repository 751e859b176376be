import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeText } from '@evisa/forms';
import type { Repository } from 'typeorm';
import { FormValidationException } from '../common/FormValidationException.js';
import { computeFee, type FeeQuote } from './computeFee.js';
import { Fee, FEE_KEYS, type FeeAmounts } from './fee.entity.js';

const MAX_COUNTRY_LENGTH = 100;

/** Fees are read from the table at every computation: staff may change them at any time. */
@Injectable()
export class FeesService {
  constructor(@InjectRepository(Fee) private readonly fees: Repository<Fee>) {}

  /** POST getVisaFeeByCountry: the fee record of one country. */
  async byCountry(body: unknown) {
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).countryName : undefined;
    const countryName = typeof raw === 'string' ? normalizeText(raw) : '';
    if (!countryName) throw new FormValidationException([{ field: 'countryName', message: 'countryName is required' }]);
    if (countryName.length > MAX_COUNTRY_LENGTH) {
      throw new FormValidationException([{ field: 'countryName', message: `countryName must be at most ${MAX_COUNTRY_LENGTH} characters` }]);
    }
    const fee = await this.findByCountry(countryName);
    if (!fee) throw new NotFoundException('No fees are published for this country.');
    return { success: true, status: true, data: { country: fee.country, IndiaVisafees: toAmounts(fee) } };
  }

  /** The fee of an application (spec part 2, section 9), or null while its nationality or service has none. */
  async feeFor(data: Record<string, unknown>): Promise<FeeQuote | null> {
    if (typeof data.Nationality !== 'string') return null;
    const fee = await this.findByCountry(data.Nationality);
    return fee ? computeFee(fee, data) : null;
  }

  private findByCountry(country: string): Promise<Fee | null> {
    return this.fees.createQueryBuilder('fee').where('upper(fee.country) = upper(:country)', { country }).getOne();
  }
}

function toAmounts(fee: Fee): FeeAmounts {
  return Object.fromEntries(FEE_KEYS.map((key) => [key, fee[key]])) as FeeAmounts;
}
