import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Panel } from '../common/Panel';
import type { PreviewRow } from '../definition/types';
import { storedFile } from './uploadUrl';

/** The photograph and documents the applicant uploaded: images shown, every file opened or downloaded. */
export const DocumentsPanel = ({ uploads }: { uploads: PreviewRow[] | undefined }) => (
  <Panel title="Photograph and documents">
    {!uploads?.length ? (
      <Typography variant="body2" color="text.secondary">
        Nothing uploaded yet.
      </Typography>
    ) : (
      <Stack spacing={1.5}>
        {uploads.map(({ name, title, value }) => {
          const file = storedFile(value);
          return (
            <Box key={name} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Box
                component="a"
                href={file?.url}
                target="_blank"
                rel="noopener"
                aria-label={`Open ${title}`}
                sx={{ width: 56, height: 56, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', display: 'grid', placeItems: 'center', color: 'error.main' }}
              >
                {file?.isImage ? <Box component="img" src={file.url} alt="" sx={{ width: 1, height: 1, objectFit: 'cover' }} /> : <PictureAsPdfIcon />}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2">{title}</Typography>
                {file ? (
                  <Button size="small" href={file.url} download startIcon={<DownloadIcon />} sx={{ ml: -0.5 }}>
                    Download
                  </Button>
                ) : (
                  <Typography variant="caption" color="error">
                    Not a stored file: {String(value)}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
    )}
  </Panel>
);
