import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { PHOTO_RULES } from '@evisa/forms/browser';
import { Link } from '../router/router';
import { OFFICIAL_SITE, PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';

/** The information pages whose texts are in texts/<page>/<language>.json: each is an i18next namespace. */
export type TextPage = 'about' | 'faq' | 'privacy' | 'terms' | 'services' | 'instruction' | 'documents' | 'refund' | 'fees';

/** A page's texts in the applicant's language; the page waits (the route's loading message) until they are loaded. */
export function usePageTexts(page: TextPage) {
  return useTranslation(page, { useSuspense: true });
}

/** The tags a page's text may hold, each as the same element in every language (its words are the translator's). */
const TAGS: Record<string, ReactElement> = {
  strong: <strong />,
  official: <a href={OFFICIAL_SITE} rel="noopener noreferrer" />,
  apply: <Link to="/Apply" />,
  partial: <Link to="/Partial-Filled" />,
  pay: <Link to="/Visa-Fee" />,
  fees: <Link to="/Visa-Fee-Details" />,
  documents: <Link to="/termCondition" />,
  privacy: <Link to="/PrivacyPolicy" />,
  terms: <Link to="/Terms-and-Conditions" />,
  refund: <Link to="/Refund-Policy" />,
  // Not 'track': an HTML element without content, which Trans would leave empty.
  tracking: <Link to="/Track" />,
  erase: <Link to="/Erase-My-Data" />,
  contact: <Link to="/contact" />,
};

/** The deployment's names and contacts, as {{product}}, {{phone}} and {{email}} in a page's text. */
const VALUES = { product: PRODUCT_NAME, phone: SUPPORT_PHONE, email: SUPPORT_EMAIL };

/** The photograph's limits as the API checks them, as {{photoMinKB}}, {{photoMaxMB}} and {{photoMinSide}}. */
const PHOTO = { photoMinKB: PHOTO_RULES.minBytes / 1024, photoMaxMB: PHOTO_RULES.maxBytes / (1024 * 1024), photoMinSide: PHOTO_RULES.minSide };

// In a right-to-left text each is isolated (FSI ... PDI), so an address or a name keeps its left-to-right order and
// does not take the sentence's punctuation with it; a phone number is also kept on one line (no-break spaces), as
// Chromium orders its groups wrongly when they wrap.
const ISOLATED = Object.fromEntries(
  Object.entries(VALUES).map(([name, value]) => [name, `\u2068${name === 'phone' ? value.replace(/ /g, '\u00a0') : value}\u2069`]),
);

interface PageTextProps {
  t: TFunction;
  /** The text's key in the page's file. */
  k: string;
  /** Elements for tags only this text holds. */
  components?: Record<string, ReactElement>;
  values?: Record<string, string | number>;
}

/** One text of a page, its tags made links (or emphasis) and its {{values}} filled in. */
export function PageText({ t, k, components, values }: PageTextProps) {
  const { i18n } = useTranslation();
  const deployment = i18n.dir() === 'rtl' ? ISOLATED : VALUES;
  return <Trans t={t} i18nKey={k} components={{ ...TAGS, ...components }} values={{ ...deployment, ...PHOTO, ...values }} />;
}
