import { DataTable, type DataTableProps, type RaRecord, SimpleList, type SimpleListProps } from 'react-admin';
import { useTableFits } from './useTableFits';

type ResponsiveDataTableProps<R extends RaRecord> = Omit<DataTableProps<R>, 'rowClick'> & {
  /** The page a row opens (the simple list takes no function). */
  rowClick: 'show' | 'edit' | false;
  /** What a row says on a screen narrower than a tablet's, where the table's columns do not fit: up to three lines. */
  phone: Pick<SimpleListProps<R>, 'primaryText' | 'secondaryText' | 'tertiaryText'>;
};

/** A list page's records: the table, or on a phone a simple list whose rows open as the table's do. */
export const ResponsiveDataTable = <R extends RaRecord>({ phone, ...table }: ResponsiveDataTableProps<R>) => {
  return useTableFits() ? <DataTable<R> {...table} /> : <SimpleList<R> {...phone} rowClick={table.rowClick} />;
};
