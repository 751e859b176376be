import { formatMoney } from '@evisa/forms/money';
import { DataTable, List, SearchInput } from 'react-admin';
import { ChangeAmountButton } from './ChangeAmountButton';
import type { Fee } from './types';
import { useFeeCodes } from './useFeeCodes';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

// A fee record is keyed by fee code; a code not priced yet has no number.
const amount = (value: unknown) => formatMoney(typeof value === 'number' ? value : null);
const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search nationality" />];

/** The fee table: one row per nationality with an amount per fee code; a change applies to the next fee computed. */
export const FeeList = () => {
  const { data: codes = [] } = useFeeCodes();
  return (
    <List<Fee> filters={filters} sort={{ field: 'country', order: 'ASC' }} perPage={50}>
      <ResponsiveDataTable<Fee>
        rowClick="edit"
        bulkActionButtons={<ChangeAmountButton />}
        size="small"
        sx={{ '& .MuiTableCell-root': { px: 1 } }}
        phone={{
          primaryText: (record) => record.country,
          secondaryText: (record) =>
            codes
              .slice(0, 3)
              .map(({ code, label }) => `${label} ${amount(record[code])}`)
              .join(' · '),
        }}
      >
        <DataTable.Col source="country" label="Nationality" cellSx={() => ({ whiteSpace: 'nowrap' })} />
        {codes.map(({ code, label }) => (
          <DataTable.NumberCol key={code} source={code} label={label} render={(record) => amount(record[code])} />
        ))}
      </ResponsiveDataTable>
    </List>
  );
};
