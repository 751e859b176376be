import { Box } from '@mui/material';
import { Fragment } from 'react';
import type { PreviewRow } from '../../definition/types';
import { PreviewValue } from './PreviewValue';

/** Label and value pairs as a definition list: side by side, stacked on a phone. */
export const PreviewRows = ({ rows }: { rows: PreviewRow[] }) => (
  <Box
    component="dl"
    sx={(theme) => ({
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 2fr) 3fr' },
      '& > dt': {
        ...theme.typography.body2,
        color: theme.palette.text.secondary,
        pt: { xs: 1, sm: 0.75 },
        pb: { xs: 0, sm: 0.75 },
        pr: { sm: 2 },
        borderBottom: { xs: 'none', sm: `1px solid ${theme.palette.divider}` },
      },
      '& > dd': { m: 0, pt: { xs: 0.25, sm: 0.75 }, pb: { xs: 1, sm: 0.75 }, borderBottom: `1px solid ${theme.palette.divider}` },
    })}
  >
    {rows.map(({ name, title, field, value }) => (
      <Fragment key={name}>
        <dt>{title}</dt>
        <dd>
          <PreviewValue field={field} value={value} />
        </dd>
      </Fragment>
    ))}
  </Box>
);
