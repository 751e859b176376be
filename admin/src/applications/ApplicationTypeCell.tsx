import { Chip } from '@mui/material';
import type { Application } from './types';

/** Application Type, urgent ones marked so the urgent queue stands out. */
export const ApplicationTypeCell = ({ record }: { record: Pick<Application, 'Application_Type' | 'urgent'> }) =>
  record.Application_Type ? (
    <Chip size="small" label={record.Application_Type} color={record.urgent ? 'error' : 'default'} variant={record.urgent ? 'filled' : 'outlined'} />
  ) : null;
