import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';

/** What the staff member is told: `done` once saved, `failed` when the API gives no reason of its own. */
interface UpdateMessages {
  done: string;
  failed: string;
}

/**
 * A change staff make to the record on the page, as one button or form saves it: the API is waited for
 * (pessimistic), then the outcome is said and the page is read again, since what else it shows (the history,
 * another resource's list) changes with the record.
 */
export const useRecordUpdate = <RecordType extends RaRecord>(resource: string) => {
  const [update, { isPending }] = useUpdate<RecordType>();
  const notify = useNotify();
  const refresh = useRefresh();
  const save = (record: RecordType, data: Partial<RecordType>, { done, failed }: UpdateMessages) =>
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : failed, { type: 'error' }),
      },
    );
  return { save, isPending };
};
