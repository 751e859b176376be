import { Typography } from '@mui/material';
import { PreviewSection } from '@evisa/form-ui';
import { Panel } from '../../common/Panel';
import type { PreviewSection as Section } from './applicationPreview';

/** One section of the application, rendered exactly as on the applicant's Preview, in a card of the console. */
export const PreviewSectionCard = ({ section }: { section: Section }) => (
  <Panel title={section.title}>
    {section.empty ? (
      <Typography variant="body2" color="text.secondary">
        Not filled in yet.
      </Typography>
    ) : (
      <PreviewSection section={section} level={3} untitled />
    )}
  </Panel>
);
