export const PRODUCT_NAME = 'e-Visa Guided Service';

/** The year of the footer's copyright line, as the spec gives it. */
export const COPYRIGHT_YEAR = 2020;

export const OFFICIAL_SITE = 'https://indianvisaonline.gov.in/evisa/';
