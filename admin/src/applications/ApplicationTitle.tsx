import { useRecordContext } from 'react-admin';
import type { Application } from './types';

export const ApplicationTitle = () => {
  const record = useRecordContext<Application>();
  if (!record) return null;
  const name = [record.Surname, record.Given_Name].filter(Boolean).join(', ');
  return <>{name ? `${name} · ${record.sku_id}` : record.sku_id}</>;
};
