import { Chip } from '@mui/material';
import type { InputProps } from 'react-admin';

/**
 * A filter as react-admin's quick filter pattern ('My queue', 'Urgent queue'): picked from the filter menu, it sets
 * `source` to its defaultValue; the filter bar shows it as a chip with its remove button.
 */
export const QuickFilter = ({ label }: InputProps) => <Chip sx={{ mb: 1 }} color="primary" label={label} />;
