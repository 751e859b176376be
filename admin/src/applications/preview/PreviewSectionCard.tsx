import { Box, Typography } from '@mui/material';
import { Panel } from '../../common/Panel';
import { PreviewRows } from './PreviewRows';
import type { PreviewSection } from './applicationPreview';

/** One section of the application, as on the applicant's Preview. */
export const PreviewSectionCard = ({ section }: { section: PreviewSection }) => (
  <Panel title={section.title}>
    {section.empty ? (
      <Typography variant="body2" color="text.secondary">
        Not filled in yet.
      </Typography>
    ) : (
      <>
        <PreviewRows rows={section.rows} />
        {section.blocks.map((block) => (
          <Box key={block.title} sx={{ mt: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {block.title}
            </Typography>
            <PreviewRows rows={block.rows} />
          </Box>
        ))}
      </>
    )}
  </Panel>
);
