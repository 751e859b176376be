import { Box, InputAdornment, Typography } from '@mui/material';
import { useMemo } from 'react';
import { AutocompleteInput, NumberInput, required, TextInput, useGetList } from 'react-admin';
import { fieldChoices } from '../definition/fieldChoices';
import { useFormDefinition } from '../definition/useFormDefinition';
import { amountValidators } from './amountValidators';
import type { Fee } from './types';
import { useFeeCodes } from './useFeeCodes';

/**
 * The inputs of a fee record, shared by create and edit. A new record is for a nationality of the form that has no
 * fees yet; an existing record keeps its country.
 */
export const FeeInputs = ({ isCreate = false }: { isCreate?: boolean }) => {
  const { data: definition } = useFormDefinition();
  const { data: codes = [] } = useFeeCodes();
  const { data: existing } = useGetList<Fee>(
    'fees',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'country', order: 'ASC' } },
    { enabled: isCreate },
  );
  const countries = useMemo(() => {
    const taken = new Set(existing?.map((fee) => fee.country));
    return fieldChoices(definition, 'Nationality').filter((choice) => !taken.has(choice.id));
  }, [definition, existing]);

  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      {isCreate ? (
        <AutocompleteInput
          source="country"
          label="Nationality"
          choices={countries}
          validate={required()}
          helperText="Nationalities of the form that have no fees yet"
        />
      ) : (
        <TextInput source="country" label="Nationality" disabled />
      )}
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1, mb: 1 }}>
        Amounts in USD
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {codes.map(({ code, label }) => (
          <NumberInput
            key={code}
            source={code}
            label={label}
            validate={amountValidators}
            step={0.01}
            min={0}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
          />
        ))}
      </Box>
    </Box>
  );
};
