import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../shell/lazyNamed';

// The form's code loads with the count, not with the home page that shows it.
const PortCounts = lazyNamed(() => import('./PortCounts'), 'PortCounts');

/**
 * The designated ports of arrival in a sentence of the site's texts, counted in the list the applicant picks from
 * (the published form's), so a text never gives another number than the list.
 */
export function DesignatedPorts() {
  const { t } = useTranslation();
  const whileLoading = t('ports.whileLoading');
  return (
    <Suspense fallback={whileLoading}>
      <PortCounts whileLoading={whileLoading} />
    </Suspense>
  );
}
