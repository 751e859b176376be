import { Box, Typography } from '@mui/material';
import { conditionInWords, queryForm, type FormDefinition } from '@evisa/forms/browser';
import { Panel } from '../common/Panel';
import { KIND_NAMES } from './kindNames';

/** A version step by step, read-only: each field with its kind, whether it is required and when it is shown. */
export const DefinitionOutline = ({ definition }: { definition: FormDefinition }) => {
  const form = queryForm(definition);
  return (
    <Panel title="Steps and fields">
      {form.steps.map((step) => (
        <Box key={step.id} sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {step.title}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {step.route}
            </Typography>
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {step.fields
              .filter((field) => !field.hidden)
              .map((field) => (
                <Typography component="li" key={field.name} variant="body2">
                  {field.title}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {[
                      KIND_NAMES[field.kind],
                      field.required ? 'required' : 'optional',
                      field.condition ? `when ${conditionInWords(form, field.condition)}` : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Typography>
              ))}
          </Box>
        </Box>
      ))}
    </Panel>
  );
};
