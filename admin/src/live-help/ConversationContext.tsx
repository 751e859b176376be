import { Typography } from '@mui/material';
import { queryForm } from '@evisa/forms/browser';
import { useMemo } from 'react';
import { useFormDefinition } from '../definition/useFormDefinition';
import type { LiveHelpRecord } from './types';

/**
 * Where the applicant asked from, in the words of the form: the step by its number and title and the field in focus
 * by its title (the published definition's), else the page. Names the form no longer has show as they were sent.
 */
export const ConversationContext = ({ context }: { context: LiveHelpRecord['context'] | null }) => {
  const { data: definition } = useFormDefinition();
  const form = useMemo(() => (definition ? queryForm(definition) : undefined), [definition]);
  if (!context) return null;
  const stepIndex = definition?.steps.findIndex((step) => step.route.slice(1) === context.step || step.id === context.step) ?? -1;
  const step =
    stepIndex >= 0 ? `Step ${stepIndex + 1}: ${definition!.steps[stepIndex]!.title}` : context.step ? `step ${context.step}` : context.page;
  const field = context.field ? (form?.fields.find(({ name }) => name === context.field)?.title ?? context.field) : null;
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {[step, field].filter(Boolean).join(' · ')}
    </Typography>
  );
};
