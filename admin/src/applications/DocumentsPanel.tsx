import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Panel } from '../common/Panel';
import type { PreviewRow } from '../definition/types';
import { useRecordContext } from 'react-admin';
import type { Application } from './types';
import { storedFile, useOpenStoredFile, useStoredImage } from './uploadUrl';

/** One uploaded file: an image shown small, every file opened or downloaded through the staff endpoint. */
const DocumentRow = ({ skuId, title, value }: { skuId: string | undefined; title: string; value: unknown }) => {
  const file = storedFile(value);
  const image = useStoredImage(skuId, file);
  const open = useOpenStoredFile(skuId);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Box
        component="a"
        href="#"
        onClick={file ? open(file, 'open') : undefined}
        aria-label={`Open ${title}`}
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          color: 'error.main',
        }}
      >
        {file?.isImage ? <Box component="img" src={image} alt="" sx={{ width: 1, height: 1, objectFit: 'cover' }} /> : <PictureAsPdfIcon />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">{title}</Typography>
        {file ? (
          <Button size="small" onClick={open(file, 'download')} startIcon={<DownloadIcon />} sx={{ ml: -0.5 }}>
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
};

/** The photograph and documents the applicant uploaded: images shown, every file opened or downloaded. */
export const DocumentsPanel = ({ uploads }: { uploads: PreviewRow[] | undefined }) => {
  const record = useRecordContext<Application>();
  return (
    <Panel title="Photograph and documents">
      {!uploads?.length ? (
        <Typography variant="body2" color="text.secondary">
          Nothing uploaded yet.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {uploads.map(({ name, title, value }) => (
            <DocumentRow key={name} skuId={record?.sku_id} title={title} value={value} />
          ))}
        </Stack>
      )}
    </Panel>
  );
};
