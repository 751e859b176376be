import type { ApiEnvelope } from './applications';
import { requestJson } from './http';

/** A country's fee record in USD (spec part 2, section 3). */
export interface VisaFees {
  eConference: number;
  eBusiness: number;
  eAyushAttendant: number;
  eAyush: number;
  eMedicalAttendant: number;
  eMedical: number;
  tourist5Years: number;
  tourist1Year: number;
  tourist30Days: number;
  urgentVisaFee: number;
}

/** POST getVisaFeeByCountry: the fees for one nationality. */
export function visaFeeByCountry(
  countryName: string,
  signal?: AbortSignal,
): Promise<ApiEnvelope<{ country?: string; IndiaVisafees?: VisaFees }>> {
  return requestJson('POST', '/api/india/getVisaFeeByCountry', { countryName }, signal);
}
