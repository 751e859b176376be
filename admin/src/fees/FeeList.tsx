import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SimpleList } from 'react-admin';
import { FEE_KEYS, FEE_SHORT_LABELS } from './feeKeys';
import type { Fee } from './types';

const USD = { style: 'currency', currency: 'USD' } as const;
const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search nationality" />];
const usd = (amount: number) => amount.toLocaleString(undefined, USD);

/** The fee table: one row per nationality with its ten amounts; a change applies to the next fee computed. */
export const FeeList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<Fee> filters={filters} sort={{ field: 'country', order: 'ASC' }} perPage={50}>
      {isSmall ? (
        <SimpleList<Fee>
          primaryText={(record) => record.country}
          secondaryText={(record) => `30 days ${usd(record.tourist30Days)} · 1 year ${usd(record.tourist1Year)} · business ${usd(record.eBusiness)}`}
          rowClick="edit"
        />
      ) : (
        <DataTable<Fee> rowClick="edit" bulkActionButtons={false} size="small" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <DataTable.Col source="country" label="Nationality" cellSx={() => ({ whiteSpace: 'nowrap' })} />
          {FEE_KEYS.map((key) => (
            <DataTable.NumberCol key={key} source={key} label={FEE_SHORT_LABELS[key]} options={USD} />
          ))}
        </DataTable>
      )}
    </List>
  );
};
