import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { Fee } from './types';

/** Save, and remove the record after a confirmation that says what removing means for applicants. */
export const FeeEditToolbar = () => {
  const record = useRecordContext<Fee>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        confirmTitle={`Remove the fees of ${record?.country ?? 'this country'}?`}
        confirmContent="Applicants of this nationality can then neither see a fee nor pay until fees are created again."
      />
    </Toolbar>
  );
};
