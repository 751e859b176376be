import { Edit, SimpleForm } from 'react-admin';
import { FeeEditToolbar } from './FeeEditToolbar';
import { FeeInputs } from './FeeInputs';
import { FeeTitle } from './FeeTitle';
import type { Fee } from './types';
import { useFeeCodes } from './useFeeCodes';

/** Edits a country's amounts; the API uses them for the next fee it computes. */
export const FeeEdit = () => {
  const { data: codes = [] } = useFeeCodes();
  // Only the amounts are sent: the API refuses fields nobody may change through it.
  const amountsOnly = (data: Fee) => Object.fromEntries(codes.map(({ code }) => [code, data[code]]));
  return (
    <Edit title={<FeeTitle />} transform={amountsOnly} mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<FeeEditToolbar />}>
        <FeeInputs />
      </SimpleForm>
    </Edit>
  );
};
