import { MAX_UPLOAD_BYTES } from '@evisa/forms';
import { declareBody, exactObject } from '../contract/contract.js';
import { UPLOAD_FIELD } from './single-file.interceptor.js';

/** An uploaded file, as the upload answers it: put `filename` into the form field of update-application. */
export const UploadedFile = declareBody(
  'UploadedFile',
  exactObject({
    filename: {
      type: 'string',
      description: 'A new random name: 32 hex digits and the extension',
      examples: ['3f9a0c1b2d4e5f60718293a4b5c6d7e8.jpg'],
    },
    mimetype: { type: 'string', description: 'Read from its bytes: application/pdf, image/jpeg or image/png', examples: ['image/jpeg'] },
    size: { type: 'integer', description: 'In bytes' },
    url: { type: 'string', description: 'A signed link to the file (it expires after FILE_LINK_MINUTES)' },
  }),
);

export const UploadReply = declareBody(
  'UploadReply',
  exactObject({ success: { const: true }, status: { const: true }, message: { type: 'string' }, file: UploadedFile.schema }),
);

/** The multipart/form-data request of the upload (not JSON: documented here, read by the interceptor). */
export const UPLOAD_REQUEST_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [UPLOAD_FIELD],
        properties: {
          [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: `One PDF, JPEG or PNG file of at most ${MAX_UPLOAD_BYTES} bytes` },
        },
      },
    },
  },
};
