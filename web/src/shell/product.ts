export const PRODUCT_NAME = 'e-Visa Guided Service';

/** The year of the footer's copyright line, as the spec gives it. */
export const COPYRIGHT_YEAR = 2020;

export const OFFICIAL_SITE = 'https://indianvisaonline.gov.in/evisa/';

/** The support line and address given to applicants (24x7). */
export const SUPPORT_PHONE = '+1 202 555 0147';
export const SUPPORT_EMAIL = 'support@evisa-guided.example';
