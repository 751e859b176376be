import { useRecordContext } from 'react-admin';
import type { Fee } from './types';

export const FeeTitle = () => {
  const record = useRecordContext<Fee>();
  return <>{record ? `Fees for ${record.country}` : 'Fees'}</>;
};
