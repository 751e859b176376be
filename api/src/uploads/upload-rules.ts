import { ACCEPTED_TYPES, uploadFactsProblem, type UploadFacts, type UploadKind } from '@evisa/forms';

// The limits and messages live in @evisa/forms, shared with the browser's checks at the moment a file is chosen.
export { ACCEPTED_TYPES };
// 128 random bits as hex, then the extension of the detected type; nothing of the client's file name.
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

type StoredUpload = UploadFacts;

/** Why a stored upload cannot fill a field of this kind, in words for the applicant; null when it can. */
export function uploadProblem(kind: UploadKind, upload: StoredUpload | null, title: string): string | null {
  if (!upload) return `${title}: the file was not found. Please upload it again.`;
  return uploadFactsProblem(kind, upload, title);
}
