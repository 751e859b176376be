/** The side menu: the routes of spec part 1, section 2, in its order, then the tracking page (issue 26). */
export const MENU_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/PrivacyPolicy', label: 'Privacy' },
  { to: '/termCondition', label: 'Document Required' },
  { to: '/Service', label: 'Services' },
  { to: '/Faq', label: 'FAQ' },
  { to: '/Terms-and-Conditions', label: 'Terms and conditions' },
  { to: '/Refund-Policy', label: 'Refund policy' },
  { to: '/Instruction', label: 'Instruction For Applicants' },
  { to: '/Visa-Fee-Details', label: 'Visa Fee Details' },
  { to: '/contact', label: 'Contact us' },
  { to: '/Track', label: 'Track my application' },
];
