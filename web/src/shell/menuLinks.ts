/**
 * The side menu: the routes of spec part 1, section 2, in its order, then the tracking page (issue 26). Each
 * label is a key of the site's texts (`menu.*` in i18n/locales).
 */
export const MENU_LINKS = [
  { to: '/', label: 'menu.home' },
  { to: '/about', label: 'menu.about' },
  { to: '/PrivacyPolicy', label: 'menu.privacy' },
  { to: '/termCondition', label: 'menu.documentsRequired' },
  { to: '/Service', label: 'menu.services' },
  { to: '/Faq', label: 'menu.faq' },
  { to: '/Terms-and-Conditions', label: 'menu.terms' },
  { to: '/Refund-Policy', label: 'menu.refundPolicy' },
  { to: '/Instruction', label: 'menu.instruction' },
  { to: '/Visa-Fee-Details', label: 'menu.visaFeeDetails' },
  { to: '/contact', label: 'menu.contact' },
  { to: '/Track', label: 'menu.track' },
] as const;
