import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { fieldLabel } from './fieldLabel';
import { formatValue } from './formatValue';
import type { Application } from './types';

/** Every stored form value, in stored order, so a field added to a definition shows up without code changes. */
export const ApplicationData = () => {
  const record = useRecordContext<Application>();
  const entries = Object.entries(record?.data ?? {});

  return (
    <Box component="section" aria-labelledby="application-data-heading" sx={{ px: 2, pb: 2 }}>
      <Typography id="application-data-heading" variant="h6" component="h2" gutterBottom>
        Application
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">No form values saved yet.</Typography>
      ) : (
        <Table size="small">
          <TableBody>
            {entries.map(([name, value]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" sx={{ width: { sm: '40%' }, color: 'text.secondary' }}>
                  {fieldLabel(name)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatValue(value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
