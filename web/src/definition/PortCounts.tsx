import { useTranslation } from 'react-i18next';
import { usePortsOfArrival } from './useDefinition';

const countOf = (ports: string[], kind: 'AIRPORT' | 'SEAPORT') => ports.filter((port) => new RegExp(`\\b${kind}\\b`).test(port)).length;

/**
 * '31 designated airports and 6 seaports' in the site's language, counted in the published form's port list (the
 * portal names each port ending in AIRPORT or SEAPORT); `whileLoading` until the list is there.
 */
export function PortCounts({ whileLoading }: { whileLoading: string }) {
  const { t } = useTranslation();
  const ports = usePortsOfArrival();
  if (ports.state !== 'ready') return whileLoading;
  return t('ports.counts', {
    airports: t('ports.airports', { count: countOf(ports.value, 'AIRPORT') }),
    seaports: t('ports.seaports', { count: countOf(ports.value, 'SEAPORT') }),
  });
}
