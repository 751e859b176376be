import type { Schemas } from '@evisa/contract';
import { fileProblem, INVALID_TYPE_MESSAGE, TOO_LARGE_MESSAGE } from '@evisa/forms/browser';

// The rules and their messages are those of @evisa/forms, which the API checks every upload with.
export { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@evisa/forms/browser';
export const INVALID_TYPE_ALERT = INVALID_TYPE_MESSAGE;
export const TOO_LARGE_ALERT = TOO_LARGE_MESSAGE;

/** Why the upload call would refuse this file (type or size), or undefined when it may be sent. */
export function uploadProblem(file: File): string | undefined {
  return fileProblem(file) ?? undefined;
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
      // Checked as it is read: a proxy may answer with something else than the API's JSON.
      const body = (request.response ?? {}) as Partial<Schemas['UploadReply']> | Partial<Schemas['ErrorBody']>;
      const uploaded = 'file' in body ? body.file : undefined;
      const filename: unknown = uploaded?.filename;
      if (request.status >= 200 && request.status < 300 && typeof filename === 'string') {
        rememberFileLinks({ [filename]: uploaded?.url });
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
