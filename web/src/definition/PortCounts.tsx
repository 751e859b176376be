import { usePortsOfArrival } from './useDefinition';

const countOf = (ports: string[], kind: 'AIRPORT' | 'SEAPORT') => ports.filter((port) => new RegExp(`\\b${kind}\\b`).test(port)).length;

/**
 * '31 designated airports and 6 seaports', counted in the published form's port list (the portal names each port
 * ending in AIRPORT or SEAPORT); `whileLoading` until the list is there.
 */
export function PortCounts({ whileLoading }: { whileLoading: string }) {
  const ports = usePortsOfArrival();
  if (ports.state !== 'ready') return whileLoading;
  return `${countOf(ports.value, 'AIRPORT')} designated airports and ${countOf(ports.value, 'SEAPORT')} seaports`;
}
