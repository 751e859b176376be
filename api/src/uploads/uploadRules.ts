import type { UploadKind } from '@evisa/forms';

/** Largest accepted upload (spec: 20 MB). */
export const MAX_UPLOAD_BYTES = 20_971_520;

/** The applicant's photograph, as the portal accepts it: a square JPEG of 10 KB to 1 MB, at least 350 px a side. */
export const PHOTO_RULES = { minBytes: 10 * 1024, maxBytes: 1024 * 1024, minSide: 350 } as const;

/** The types the form takes, by the type read from the bytes, with the extension the stored name gets. */
export const ACCEPTED_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

// 128 random bits as hex, then the extension of the detected type; nothing of the client's file name.
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

export interface StoredUpload {
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** Why a stored upload cannot fill a field of this kind, in words for the applicant; null when it can. */
export function uploadProblem(kind: UploadKind, upload: StoredUpload | null, title: string): string | null {
  if (!upload) return `${title}: the file was not found. Please upload it again.`;
  if (kind === 'document') return null;
  if (upload.mime !== 'image/jpeg') return `${title} must be a JPEG image.`;
  if (upload.size < PHOTO_RULES.minBytes || upload.size > PHOTO_RULES.maxBytes) return `${title} must be between 10 KB and 1 MB.`;
  const { width, height } = upload;
  if (!width || !height || width !== height || width < PHOTO_RULES.minSide) {
    const actual = width && height ? ` (this one is ${width} x ${height})` : '';
    return `${title} must be square (equal height and width) and at least ${PHOTO_RULES.minSide} x ${PHOTO_RULES.minSide} pixels${actual}.`;
  }
  return null;
}
