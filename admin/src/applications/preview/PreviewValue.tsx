import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatValue } from '../../definition/formatValue';
import type { FormField } from '../../definition/types';

const isRecordList = (value: unknown): value is Array<Record<string, unknown>> =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item));

/** One stored value: a list of entries (SAARC visits) as a small table, text with its line breaks kept. */
export const PreviewValue = ({ field, value }: { field: FormField | undefined; value: unknown }) => {
  if (isRecordList(value)) {
    const entries = field?.entries;
    const columns = entries ? entries.map((entry) => entry.name) : Object.keys(value[0]!);
    const titles = new Map(entries?.map((entry) => [entry.name, entry.title]));
    return (
      <Table size="small" sx={{ '& td, & th': { px: 1, py: 0.5 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{titles.get(column) ?? column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {value.map((item, index) => (
            <TableRow key={index}>
              {columns.map((column) => (
                <TableCell key={column}>{formatValue(item[column], entries?.find((entry) => entry.name === column))}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {formatValue(value, field)}
    </Typography>
  );
};
