import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Title, useCreatePath } from 'react-admin';
import { queryForm } from '@evisa/forms/browser';
import { Panel } from '../common/Panel';
import { useFormDefinition } from '../definition/useFormDefinition';

/** The home page of content editors, who may use only the form definitions: the published form, step by step. */
export const EditorDashboard = ({ greeting }: { greeting: ReactNode }) => {
  const { data: definition, error } = useFormDefinition();
  const createPath = useCreatePath();
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="Form definitions" />
      <Grid size={12}>{greeting}</Grid>
      <Grid size={12}>
        <Alert
          severity="info"
          action={
            <Button component={Link} to={createPath({ resource: 'form-definitions', type: 'list' })} size="small">
              Form definitions
            </Button>
          }
        >
          This is the form as published now. To change fields, lists, texts or conditions, open a draft in Form definitions.
        </Alert>
      </Grid>
      {error && (
        <Grid size={12}>
          <Alert severity="error">The published form could not be loaded.</Alert>
        </Grid>
      )}
      {definition && (
        <Grid size={12}>
          <Panel title={`${definition.title} · version ${definition.version}`}>
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {definition.steps.map((step) => (
                <Typography component="li" key={step.id} variant="body2" sx={{ py: 0.5 }}>
                  <strong>{step.title}</strong> ({step.route}) — {queryForm(definition).step(step.id).fields.length} fields
                </Typography>
              ))}
            </Box>
          </Panel>
        </Grid>
      )}
    </Grid>
  );
};
