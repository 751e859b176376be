import { useEffect } from 'react';
import { useLocation } from '../router/router';
import { i18next } from '../i18n/i18n';
import { PRODUCT_NAME } from './product';

/** 'Personal details – e-Visa Guided Service': the page's own heading first, so every tab and bookmark differs. */
const pageTitle = (heading: string | undefined): string =>
  heading ? `${heading} – ${PRODUCT_NAME}` : i18next.t('shell.homeTitle', { business: PRODUCT_NAME });

/**
 * Keeps the document's <title> equal to the current page's <h1>: every page already names itself there, so the
 * title needs no second copy of each page's name. Pages that load their content later (a step waits for its
 * definition) change their heading afterwards, which an observer of the page follows.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const update = () => {
      const heading = document.querySelector('h1')?.textContent?.trim() || undefined;
      const title = pageTitle(pathname === '/' ? undefined : heading);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);
}
