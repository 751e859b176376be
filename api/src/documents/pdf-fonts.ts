import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';
import { woffAsFontDataUrl } from './woff.js';

/**
 * The fonts embedded in every document, by the glyphs a text needs (react-pdf takes each character from the first
 * family that has it): PDF's standard fonts know only Western European letters, and the documents' words and the
 * answers (addresses, places, parents' names) may be in any script. DejaVu Sans covers Latin, Greek, Cyrillic,
 * Armenian, Georgian, Hebrew and Arabic (shaped, and ordered right to left, by react-pdf's text layout); Noto Sans SC
 * adds Chinese, from its 'chinese-simplified' subset (1.5 MB per weight as WOFF, unwrapped once per process; the
 * whole font weighs 10 MB). Only the glyphs a document uses are embedded in it.
 */
export const PDF_FONT = ['DejaVu Sans', 'Noto Sans SC'];

let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const dejaVu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  Font.register({
    family: 'DejaVu Sans',
    fonts: [{ src: join(dejaVu, 'DejaVuSans.ttf') }, { src: join(dejaVu, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' }],
  });
  const noto = (weight: number) =>
    woffAsFontDataUrl(
      readFileSync(
        join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files', `noto-sans-sc-chinese-simplified-${weight}-normal.woff`),
      ),
    );
  Font.register({ family: 'Noto Sans SC', fonts: [{ src: noto(400) }, { src: noto(700), fontWeight: 'bold' }] });
  // Words are not split with hyphens: ids, e-mail addresses and passport numbers must read as they are.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
