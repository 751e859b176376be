import { HomePage } from './pages/HomePage';
import type { SiteRoute } from './router/router';
import { lazyNamed } from './shell/lazyNamed';

// Every screen but the home page loads its own code when first shown.
const AboutPage = lazyNamed(() => import('./pages/AboutPage'), 'AboutPage');
const PrivacyPolicyPage = lazyNamed(() => import('./pages/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const DocumentsRequiredPage = lazyNamed(() => import('./pages/DocumentsRequiredPage'), 'DocumentsRequiredPage');
const ServicesPage = lazyNamed(() => import('./pages/ServicesPage'), 'ServicesPage');
const FaqPage = lazyNamed(() => import('./pages/FaqPage'), 'FaqPage');
const TermsPage = lazyNamed(() => import('./pages/TermsPage'), 'TermsPage');
const RefundPolicyPage = lazyNamed(() => import('./pages/RefundPolicyPage'), 'RefundPolicyPage');
const InstructionPage = lazyNamed(() => import('./pages/InstructionPage'), 'InstructionPage');
const VisaFeeDetailsPage = lazyNamed(() => import('./pages/VisaFeeDetailsPage'), 'VisaFeeDetailsPage');
const ContactPage = lazyNamed(() => import('./pages/ContactPage'), 'ContactPage');
const FormPage = lazyNamed(() => import('./forms/FormPage'), 'FormPage');
const LookupPage = lazyNamed(() => import('./pages/LookupPage'), 'LookupPage');
const EraseMyDataPage = lazyNamed(() => import('./pages/EraseMyDataPage'), 'EraseMyDataPage');
const PreviewPage = lazyNamed(() => import('./preview/PreviewPage'), 'PreviewPage');
const PaymentPage = lazyNamed(() => import('./payment/PaymentPage'), 'PaymentPage');
const PlaceholderPage = lazyNamed(() => import('./pages/PlaceholderPage'), 'PlaceholderPage');
const TrackPage = lazyNamed(() => import('./track/TrackPage'), 'TrackPage');
const StepRoute = lazyNamed(() => import('./wizard/StepRoute'), 'StepRoute');

const PLACEHOLDERS = ['Steptwo', 'Stepthree', 'Stepfour', 'Stepfive', 'Stepsix'];

/** The two pages that open an application by its id, and where each takes an unpaid one. */
const LOOKUPS = [
  {
    path: 'Partial-Filled',
    title: 'lookup.partial.title',
    lead: 'lookup.partial.lead',
    continuesAt: '/Apply',
  },
  {
    path: 'Visa-Fee',
    title: 'lookup.pay.title',
    lead: 'lookup.pay.lead',
    continuesAt: '/Payment',
  },
];

/**
 * Every route of the site (spec part 1, section 2), the first match wins. The steps' routes are read from the form
 * definition when one is visited, which also answers an unknown address (404); main.tsx answers the rest.
 */
export const routes: SiteRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/PrivacyPolicy', element: <PrivacyPolicyPage /> },
  { path: '/termCondition', element: <DocumentsRequiredPage /> },
  { path: '/Service', element: <ServicesPage /> },
  { path: '/Faq', element: <FaqPage /> },
  { path: '/Terms-and-Conditions', element: <TermsPage /> },
  { path: '/Refund-Policy', element: <RefundPolicyPage /> },
  { path: '/Instruction', element: <InstructionPage /> },
  { path: '/Visa-Fee-Details', element: <VisaFeeDetailsPage /> },
  { path: '/contact', element: <ContactPage /> },
  // Forms editors make in the console, each at its own address.
  { path: '/forms/:formId', element: <FormPage /> },
  ...LOOKUPS.map(({ path, ...lookup }) => ({ path: `/${path}`, element: <LookupPage {...lookup} /> })),
  { path: '/Track/:id?', element: <TrackPage /> },
  { path: '/Erase-My-Data/:token?', element: <EraseMyDataPage /> },
  { path: '/Preview/:id', element: <PreviewPage /> },
  { path: '/Payment/:id', element: <PaymentPage /> },
  ...PLACEHOLDERS.map((name) => ({ path: `/${name}`, element: <PlaceholderPage name={name} /> })),
  // The application's steps come from the definition the API serves; the pages above rank first.
  { path: '/:stepRoute/:id?', element: <StepRoute /> },
];
