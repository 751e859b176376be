import { Chip } from '@mui/material';
import type { InputProps } from 'react-admin';

/**
 * 'My queue' as react-admin's quick filter pattern: picked from the filter menu, it sets `source` to its
 * defaultValue (the signed-in staff member's id); the filter bar shows it as a chip with its remove button.
 */
export const MyQueueFilter = ({ label }: InputProps) => <Chip sx={{ mb: 1 }} color="primary" label={label} />;
