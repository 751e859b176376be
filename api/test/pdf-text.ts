import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF as pdf.js (Firefox's reader) reads it: its page count and the text of every page, line by line. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return { pages: document.numPages, text: texts.join('\n') };
}
