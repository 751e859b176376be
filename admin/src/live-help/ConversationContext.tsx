import { Typography } from '@mui/material';
import type { LiveHelpRecord } from './types';

/** Where the applicant asked from: the page, and the step and field in focus when there were. */
export const ConversationContext = ({ context }: { context: LiveHelpRecord['context'] | null }) => {
  if (!context) return null;
  const parts = [context.step ? `step ${context.step}` : context.page, context.field ? `field ${context.field}` : null].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {parts.join(' · ')}
    </Typography>
  );
};
