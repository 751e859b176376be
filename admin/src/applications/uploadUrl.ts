// Stored uploads are named by the API: 32 random hex digits and the extension of the type read from the bytes.
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;

export interface StoredFile {
  url: string;
  isImage: boolean;
}

/**
 * Where the console opens an uploaded file: the API's upload address, which the 128-bit random name makes
 * unguessable (the applicant's own Preview loads the photograph the same way). Null for a value that is no
 * stored name.
 */
export const storedFile = (value: unknown): StoredFile | null => {
  if (typeof value !== 'string' || !STORED_NAME.test(value)) return null;
  return { url: `/api/uploads/${value}`, isImage: !value.endsWith('.pdf') };
};
