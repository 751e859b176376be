import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
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

const require = createRequire(import.meta.url);
const dejaVu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const notoFile = (weight: number) =>
  join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files', `noto-sans-sc-chinese-simplified-${weight}-normal.woff`);

// Chinese has no shaped forms, so Noto Sans SC is loaded once (its 3 MB are decoded from a data URL each time it is).
let notoRegistered = false;

/** DejaVu Sans registered anew (its loaded state dropped), Noto Sans SC the first time. */
function registerPdfFonts(): void {
  delete Font.getRegisteredFonts()['DejaVu Sans'];
  Font.register({
    family: 'DejaVu Sans',
    fonts: [{ src: join(dejaVu, 'DejaVuSans.ttf') }, { src: join(dejaVu, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' }],
  });
  if (notoRegistered) return;
  const noto = (weight: number) => woffAsFontDataUrl(readFileSync(notoFile(weight)));
  Font.register({ family: 'Noto Sans SC', fonts: [{ src: noto(400) }, { src: noto(700), fontWeight: 'bold' }] });
  // Words are not split with hyphens: ids, e-mail addresses and passport numbers must read as they are.
  Font.registerHyphenationCallback((word) => [word]);
  notoRegistered = true;
}

let rendering: Promise<unknown> = Promise.resolve();

/**
 * A document as PDF bytes, one at a time in this process, each with DejaVu Sans loaded afresh: a loaded font keeps
 * what one document's layout made of its glyphs (the code points of Arabic letters' shaped forms), and a later
 * document drawn with it lost letters and broke words at the wrong place (a summary after a receipt).
 */
export function renderPdf(document: Parameters<typeof renderToBuffer>[0]): Promise<Buffer> {
  const rendered = rendering.then(() => {
    registerPdfFonts();
    return renderToBuffer(document);
  });
  rendering = rendered.catch(() => undefined);
  return rendered;
}
