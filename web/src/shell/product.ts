/**
 * Who runs the service and how applicants reach its support. The server puts the deployment's settings
 * (BUSINESS_NAME, SUPPORT_PHONE, SUPPORT_EMAIL; README 'Configuration') into index.html as <meta> tags; without
 * them (the Vite dev server) the examples below are shown: a reserved example number and domain, not contacts.
 */
const setting = (name: string, example: string): string =>
  (typeof document !== 'undefined' ? document.querySelector<HTMLMetaElement>(`meta[name="evisa:${name}"]`)?.content : undefined) || example;

export const PRODUCT_NAME = setting('business-name', 'e-Visa Guided Service');

/** The year of the footer's copyright line, as the spec gives it. */
export const COPYRIGHT_YEAR = 2020;

export const OFFICIAL_SITE = 'https://indianvisaonline.gov.in/evisa/';

/** The support line and address given to applicants (24x7). */
export const SUPPORT_PHONE = setting('support-phone', '+1 202 555 0147');
export const SUPPORT_EMAIL = setting('support-email', 'support@evisa-guided.example');
