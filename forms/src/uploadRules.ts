import type { UploadKind } from './query/types.js';

/**
 * The upload rules of spec part 2, section 9, and the photograph rules of the portal: the one place the API (which
 * checks every stored file) and the browser (which checks a file as soon as it is chosen) read them from.
 */

/** Largest accepted upload (spec: 20 MB). */
export const MAX_UPLOAD_BYTES = 20_971_520;

/** The applicant's photograph, as the portal accepts it: a square JPEG of 10 KB to 1 MB, at least 350 px a side. */
export const PHOTO_RULES = { minBytes: 10 * 1024, maxBytes: 1024 * 1024, minSide: 350 } as const;

/**
 * The largest picture taken in any field, a scan of an A4 page at 600 dpi included. Past it a viewer must set aside
 * memory for every pixel the header claims before it shows anything: a picture of a few bytes claiming 60000 x
 * 60000 pixels (a decompression bomb) would hang the browser of the staff member who opens it.
 */
export const IMAGE_LIMITS = { maxSide: 10_000, maxPixels: 40_000_000 } as const;

export const UNREADABLE_IMAGE_MESSAGE = 'This picture cannot be read. Please save it again as a JPG or PNG, or upload it as a PDF.';

/**
 * The types the form takes, each once: its MIME type, the extension a stored file gets, and the other names browsers
 * (some report image/jpg) and file names use for it. Everything below is read from here.
 */
const FILE_TYPES = [
  { mime: 'application/pdf', stored: 'pdf', otherMimes: [], extensions: ['pdf'] },
  { mime: 'image/jpeg', stored: 'jpg', otherMimes: ['image/jpg'], extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', stored: 'png', otherMimes: [], extensions: ['png'] },
] as const;

/** The extension a stored file gets, by its MIME type (decided from its bytes). */
export const ACCEPTED_TYPES: Readonly<Record<string, string>> = Object.fromEntries(FILE_TYPES.map(({ mime, stored }) => [mime, stored]));

/** What a browser may report for an accepted file, and the extensions of those files. */
export const ACCEPTED_UPLOAD_TYPES: readonly string[] = FILE_TYPES.flatMap(({ mime, otherMimes }) => [mime, ...otherMimes]);
export const ACCEPTED_EXTENSIONS: readonly string[] = FILE_TYPES.flatMap(({ extensions }) => extensions);

const extensionsInWords = ACCEPTED_EXTENSIONS.map((extension) => extension.toUpperCase());
/** Spec part 2, section 9: 'Invalid file type. Only PDF, JPG, JPEG, and PNG are allowed.' */
export const INVALID_TYPE_MESSAGE = `Invalid file type. Only ${extensionsInWords.slice(0, -1).join(', ')}, and ${extensionsInWords.at(-1)} are allowed.`;
export const TOO_LARGE_MESSAGE = 'File size exceeds the 20MB limit.';

/** A file as far as the rules care: its type, its size in bytes and, for an image, its pixels. */
export interface UploadFacts {
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** Why a file of this type and size cannot be uploaded at all (any field), or null. `name` decides a missing type. */
export function fileProblem(file: { type: string; size: number; name: string }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Some systems give no type for a file; its extension decides then.
  const typeOk = file.type ? ACCEPTED_UPLOAD_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.includes(extension);
  if (!typeOk) return INVALID_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** Why a picture (any field) cannot be taken for its pixels, or null: its header must be readable and within IMAGE_LIMITS. */
export function imagePixelsProblem(width: number | null, height: number | null): string | null {
  if (!width || !height) return UNREADABLE_IMAGE_MESSAGE;
  if (width <= IMAGE_LIMITS.maxSide && height <= IMAGE_LIMITS.maxSide && width * height <= IMAGE_LIMITS.maxPixels) return null;
  return `This picture is ${width} x ${height} pixels: at most ${IMAGE_LIMITS.maxSide} pixels a side and ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels are accepted. Please make it smaller, or upload it as a PDF.`;
}

/** Why the photograph's type is wrong, or null: only a JPEG is taken (image/jpg is what some browsers say). */
export function photoTypeProblem(mime: string, title: string): string | null {
  return mime === 'image/jpeg' || mime === 'image/jpg' ? null : `${title} must be a JPEG image.`;
}

/** Why the photograph's pixels are wrong, in words that say what this one is; null when square and large enough. */
export function photoPixelsProblem(width: number | null, height: number | null, title: string): string | null {
  const min = `${PHOTO_RULES.minSide} x ${PHOTO_RULES.minSide}`;
  if (!width || !height) return `${title} must be square (equal height and width) and at least ${min} pixels.`;
  if (width !== height) return `Your photo is ${width} x ${height} pixels; it must be square (equal height and width).`;
  if (width < PHOTO_RULES.minSide) return `Your photo is ${width} x ${height} pixels; it must be at least ${min}.`;
  return null;
}

/** Why the photograph's size is wrong, or null. */
export function photoSizeProblem(size: number, title: string): string | null {
  if (size >= PHOTO_RULES.minBytes && size <= PHOTO_RULES.maxBytes) return null;
  return `${title} must be between ${formatBytes(PHOTO_RULES.minBytes)} and ${formatBytes(PHOTO_RULES.maxBytes)} (this one is ${formatBytes(size)}).`;
}

/** Why a file cannot fill a field of this kind, in words for the applicant; null when it can. */
export function uploadFactsProblem(kind: UploadKind, upload: UploadFacts, title: string): string | null {
  const problem = upload.mime.startsWith('image/') ? imagePixelsProblem(upload.width, upload.height) : null;
  const pixels = problem && `${title}: ${problem}`;
  if (kind === 'document') return pixels;
  return (
    photoTypeProblem(upload.mime, title) ?? photoSizeProblem(upload.size, title) ?? photoPixelsProblem(upload.width, upload.height, title) ?? pixels
  );
}

/** 853 bytes, 9.9 KB, 1.01 MB. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  // Rounded away from the limits, so that a file just under 10 KB never reads '10 KB'.
  if (size < 1024 * 1024) return `${Math.floor(size / 102.4) / 10} KB`;
  return `${Math.ceil(size / 10485.76) / 100} MB`;
}
