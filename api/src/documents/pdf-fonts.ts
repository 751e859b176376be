import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * DejaVu Sans, embedded in every document: PDF's standard fonts know only Western European letters, and answers
 * (addresses, places, parents' names) may be in any script. DejaVu covers Latin, Greek, Cyrillic, Armenian,
 * Georgian, Hebrew and Arabic; not Chinese, Japanese or Korean (their fonts weigh megabytes).
 */
export const PDF_FONT = 'DejaVu Sans';

let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
  const folder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  Font.register({
    family: PDF_FONT,
    fonts: [{ src: join(folder, 'DejaVuSans.ttf') }, { src: join(folder, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' }],
  });
  // Words are not split with hyphens: ids, e-mail addresses and passport numbers must read as they are.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
