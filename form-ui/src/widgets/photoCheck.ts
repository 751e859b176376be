import { PHOTO_RULES, photoPixelsProblem, photoSizeProblem, photoTypeProblem } from '@evisa/forms/browser';

/** A chosen photograph as the browser reads it: its pixels when it is an image the browser can show. */
export interface ChosenPhoto {
  file: File;
  image?: ImageBitmap;
  /** Why the file cannot be the photograph as it is (the rules of @evisa/forms), or undefined when it can. */
  problem?: string;
}

/** Reads the chosen file's pixels and checks type, size and squareness with the rules the server checks. */
export async function checkPhoto(file: File, title: string): Promise<ChosenPhoto> {
  let image: ImageBitmap | undefined;
  if (file.type.startsWith('image/')) {
    try {
      image = await createImageBitmap(file);
    } catch {
      return { file, problem: `${title}: this file cannot be read as an image. Please choose a JPEG photograph.` };
    }
  }
  const problem =
    photoTypeProblem(file.type || 'image/jpeg', title) ??
    photoPixelsProblem(image?.width ?? null, image?.height ?? null, title) ??
    photoSizeProblem(file.size, title) ??
    undefined;
  return { file, ...(image ? { image } : {}), ...(problem ? { problem } : {}) };
}

/** The square the helper cuts out, in the image's pixels. */
export interface Square {
  x: number;
  y: number;
  side: number;
}

/** The largest square of the image centred on (cx, cy) with the given side, moved inside the image. */
export function squareAround(width: number, height: number, cx: number, cy: number, side: number): Square {
  const s = Math.max(1, Math.min(Math.round(side), width, height));
  const x = Math.min(Math.max(0, Math.round(cx - s / 2)), width - s);
  const y = Math.min(Math.max(0, Math.round(cy - s / 2)), height - s);
  return { x, y, side: s };
}

/** The side of the photograph made from a square of `side` pixels: at least 350, at most 800 (enough for print). */
export const outputSide = (side: number): number => Math.min(800, Math.max(PHOTO_RULES.minSide, side));

const toJpeg = (canvas: HTMLCanvasElement, quality: number): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be made.'))), 'image/jpeg', quality),
  );

/**
 * Cuts `square` out of the image, scales it to at least 350 px and encodes it as a JPEG of 10 KB to 1 MB: a lower
 * quality while too large, a larger picture while too small (a flat picture compresses very well).
 */
export async function makePhoto(image: ImageBitmap, square: Square, name: string): Promise<File> {
  let side = outputSide(square.side);
  for (let attempt = 0; attempt < 8; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot change photos. Please choose a square JPEG photograph.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, square.x, square.y, square.side, square.side, 0, 0, side, side);
    let tooSmall = false;
    for (const quality of [0.92, 0.8, 0.65, 0.5]) {
      const blob = await toJpeg(canvas, quality);
      if (blob.size > PHOTO_RULES.maxBytes) continue;
      if (blob.size >= PHOTO_RULES.minBytes) return new File([blob], name.replace(/\.[^.]*$/, '') + '-photo.jpg', { type: 'image/jpeg' });
      tooSmall = true;
      break;
    }
    // Too small even at the best quality: more pixels (a flat picture compresses very well); too large: fewer.
    side = tooSmall ? Math.min(2000, Math.round(side * 1.5)) : Math.max(PHOTO_RULES.minSide, Math.round(side * 0.75));
  }
  throw new Error('The photo could not be made between 10 KB and 1 MB. Please choose another photograph.');
}
