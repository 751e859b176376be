import { Box, Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { FormQuery } from '@evisa/forms/browser';
import { type ReactNode, useMemo } from 'react';
import { AddButton } from '../common/AddButton';
import { Panel } from '../common/Panel';
import { AddFieldDialog } from './AddFieldDialog';
import { FieldList } from './FieldList';
import { FieldProperties } from './FieldProperties';
import type { CheckPlace } from './placeOfCheckError';

interface FieldsEditorProps {
  form: FormQuery;
  stepId: string;
  field: string | undefined;
  onPlace: (stepId: string, field: string | undefined) => void;
  /** Check errors placed beside fields. */
  places: Array<{ place: CheckPlace; message: string }>;
  /** The live preview of the step. */
  preview?: (stepId: string) => ReactNode;
}

/** Step by step, the fields in order with their properties, and the step as applicants see it. */
export const FieldsEditor = ({ form, stepId, field, onPlace, places, preview }: FieldsEditorProps) => {
  const step = form.steps.find((candidate) => candidate.id === stepId) ?? form.steps[0]!;
  const selected = field ? step.field(field) : undefined;
  const problems = useMemo(() => {
    const byField = new Map<string, string[]>();
    for (const { place, message } of places) {
      if (place.tab === 'fields' && place.stepId === step.id) byField.set(place.field, [...(byField.get(place.field) ?? []), message]);
    }
    return byField;
  }, [places, step.id]);
  return (
    <Stack spacing={2}>
      <Tabs value={step.id} onChange={(_event, id: string) => onPlace(id, undefined)} variant="scrollable" scrollButtons="auto" aria-label="Steps">
        {form.steps.map((candidate, index) => (
          <Tab key={candidate.id} value={candidate.id} label={`${index + 1}. ${candidate.title}`} />
        ))}
      </Tabs>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel
            title="Fields"
            action={
              <AddButton label="Add field" onAdded={(name) => onPlace(step.id, name)}>
                {(dialog) => <AddFieldDialog step={step} after={selected?.name} {...dialog} />}
              </AddButton>
            }
          >
            <FieldList step={step} selected={selected?.name} onSelect={(name) => onPlace(step.id, name)} problems={problems} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel title={selected ? selected.title : 'Field'}>
            {selected ? (
              <FieldProperties
                key={selected.name}
                form={form}
                step={step}
                field={selected}
                problems={problems.get(selected.name)}
                onRemoved={() => onPlace(step.id, undefined)}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Pick a field to change it, or add one.
              </Typography>
            )}
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>{preview?.(step.id)}</Box>
        </Grid>
      </Grid>
    </Stack>
  );
};
