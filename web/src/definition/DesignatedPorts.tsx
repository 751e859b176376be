import { Suspense } from 'react';
import { lazyNamed } from '../shell/lazyNamed';

// The form's code loads with the count, not with the home page that shows it.
const PortCounts = lazyNamed(() => import('./PortCounts'), 'PortCounts');
const WHILE_LOADING = 'the designated airports and seaports';

/**
 * The designated ports of arrival in a sentence of the site's texts, counted in the list the applicant picks from
 * (the published form's), so a text never gives another number than the list.
 */
export function DesignatedPorts() {
  return (
    <Suspense fallback={WHILE_LOADING}>
      <PortCounts whileLoading={WHILE_LOADING} />
    </Suspense>
  );
}
