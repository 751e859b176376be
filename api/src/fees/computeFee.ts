import type { FeeAmounts, FeeKey } from './fee.entity.js';

export interface FeeQuote {
  /** What the applicant pays: the visa fee, plus the urgent fee for Urgent Processing. */
  amount: number;
  currency: 'USD';
  visaFee: number;
  urgentFee: number;
}

// Spec part 2, section 9: the amount comes from the country's record by Visa_Service (tourist: by duration).
const SERVICE_FEE: Record<string, FeeKey> = {
  'eCONFERENCE VISA': 'eConference',
  'eBUSINESS VISA': 'eBusiness',
  'e-Ayush Attendant': 'eAyushAttendant',
  'e-Ayush Visa': 'eAyush',
  'eMEDICAL ATTENDANT VISA': 'eMedicalAttendant',
  'eMEDICAL VISA': 'eMedical',
};
const TOURIST_FEE: Record<string, FeeKey> = { '5 Year': 'tourist5Years', '1 Year': 'tourist1Year', '30 Days': 'tourist30Days' };

const cents = (value: number) => Math.round(value * 100);

/** The fee of an application from its country's record; null when the service or duration is not chosen yet. */
export function computeFee(fees: FeeAmounts, data: Record<string, unknown>): FeeQuote | null {
  const service = String(data.Visa_Service ?? '');
  const key = service === 'eTOURIST VISA' ? TOURIST_FEE[String(data.Sub_t_Visa_Service ?? '')] : SERVICE_FEE[service];
  if (!key) return null;
  const urgent = data.Application_Type === 'Urgent Processing' ? fees.urgentVisaFee : 0;
  // Summed in cents: amounts with decimals must not pick up binary rounding errors.
  return { amount: (cents(fees[key]) + cents(urgent)) / 100, currency: 'USD', visaFee: fees[key], urgentFee: urgent };
}
