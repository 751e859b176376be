import { Edit, SimpleForm } from 'react-admin';
import { FEE_KEYS } from './feeKeys';
import { FeeEditToolbar } from './FeeEditToolbar';
import { FeeInputs } from './FeeInputs';
import { FeeTitle } from './FeeTitle';
import type { Fee } from './types';

// Only the amounts are sent: the API refuses fields nobody may change through it.
const amountsOnly = (data: Fee) => Object.fromEntries(FEE_KEYS.map((key) => [key, data[key]]));

/** Edits a country's amounts; the API uses them for the next fee it computes. */
export const FeeEdit = () => (
  <Edit title={<FeeTitle />} transform={amountsOnly} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<FeeEditToolbar />}>
      <FeeInputs />
    </SimpleForm>
  </Edit>
);
