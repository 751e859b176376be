/** The ten USD amounts of a country's fee record (the API's IndiaVisafees), with their names in the console. */
export const FEE_LABELS = {
  tourist30Days: 'e-Tourist 30 days',
  tourist1Year: 'e-Tourist 1 year',
  tourist5Years: 'e-Tourist 5 years',
  eBusiness: 'e-Business',
  eConference: 'e-Conference',
  eMedical: 'e-Medical',
  eMedicalAttendant: 'e-Medical attendant',
  eAyush: 'e-Ayush',
  eAyushAttendant: 'e-Ayush attendant',
  urgentVisaFee: 'Urgent processing (added)',
} as const;

export type FeeKey = keyof typeof FEE_LABELS;

export const FEE_KEYS = Object.keys(FEE_LABELS) as FeeKey[];

/** Column headings of the fee table, short enough for ten amounts side by side. */
export const FEE_SHORT_LABELS: Record<FeeKey, string> = {
  tourist30Days: 'Tourist 30 d',
  tourist1Year: 'Tourist 1 y',
  tourist5Years: 'Tourist 5 y',
  eBusiness: 'Business',
  eConference: 'Conference',
  eMedical: 'Medical',
  eMedicalAttendant: 'Medical att.',
  eAyush: 'Ayush',
  eAyushAttendant: 'Ayush att.',
  urgentVisaFee: 'Urgent +',
};
