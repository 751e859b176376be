/** The upload rules of spec part 2, section 9, checked in the browser before a file is sent. */
export const MAX_UPLOAD_BYTES = 20_971_520;
export const ACCEPTED_UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/jpg'];
const ACCEPTED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

export const INVALID_TYPE_ALERT = 'Invalid file type. Only PDF, JPG, JPEG, and PNG are allowed.';
export const TOO_LARGE_ALERT = 'File size exceeds the 20MB limit.';

/** The spec's alert for a file the upload call would refuse, or undefined when it may be sent. */
export function uploadProblem(file: File): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Some systems give no type for a file; its extension decides then.
  const typeOk = file.type ? ACCEPTED_UPLOAD_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.includes(extension);
  if (!typeOk) return INVALID_TYPE_ALERT;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_ALERT;
  return undefined;
}

/**
 * How the upload widget stores a file: `upload` resolves with the stored name the field keeps, `url` says where
 * that file is shown from (undefined while there is no address for it yet). The site uses the API's upload call;
 * a host (the console's preview) may keep files elsewhere.
 */
export interface Uploader {
  upload(file: File, onProgress: (fraction: number) => void): Promise<string>;
  url(filename: string): string | undefined;
}

// A file opens only through a short-lived link the server signs: View-application gives one for each of the
// application's files, the upload answer one for the file just sent. The pages keep asking by file name.
const fileLinks = new Map<string, string>();

/** Keeps the signed links the server gave, keyed by file name. */
export function rememberFileLinks(links: unknown): void {
  if (typeof links !== 'object' || links === null) return;
  for (const [name, link] of Object.entries(links)) if (typeof link === 'string') fileLinks.set(name, link);
}

/** Where an uploaded file opens: its signed link, or undefined while the page has none. */
export const uploadUrl = (filename: string): string | undefined => fileLinks.get(filename);

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * POST /api/upload (multipart, field `image`) with progress: XMLHttpRequest, because fetch() reports no upload
 * progress. Resolves with the stored name the form field keeps; rejects with the server's message.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload');
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { message?: unknown; file?: { filename?: unknown; url?: unknown } };
      const filename = body.file?.filename;
      if (request.status >= 200 && request.status < 300 && typeof filename === 'string') {
        rememberFileLinks({ [filename]: body.file?.url });
        onProgress(1);
        resolve(filename);
      } else {
        reject(new UploadError(typeof body.message === 'string' && body.message ? body.message : 'The upload failed. Please try again.'));
      }
    };
    request.onerror = () => reject(new UploadError('The upload failed: the server could not be reached. Please try again.'));
    request.onabort = () => reject(new UploadError('The upload was cancelled.'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}

/** The applicant's uploads: POST /api/upload, opened through the signed links the API hands out. */
export const apiUploader: Uploader = { upload: (file, onProgress) => uploadFile(file, onProgress), url: uploadUrl };

/**
 * Uploads kept in the page (object URLs), for a preview: the file is shown as after a real upload, and nothing
 * is stored on the server. One per preview; its files live as long as the page.
 */
export function pageUploader(): Uploader {
  const urls = new Map<string, string>();
  return {
    async upload(file, onProgress) {
      const name = `preview-${urls.size + 1}-${file.name}`;
      urls.set(name, URL.createObjectURL(file));
      onProgress(1);
      return name;
    },
    url: (name) => urls.get(name) ?? '',
  };
}
