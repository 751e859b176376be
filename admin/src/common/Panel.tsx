import { Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

interface PanelProps {
  title: ReactNode;
  /** A button or link beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card that is a landmark region named by its title, so pages read well with a screen reader. */
export const Panel = ({ title, action, children }: PanelProps) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};
