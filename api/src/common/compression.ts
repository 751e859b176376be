import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import compression from 'compression';
import Negotiator from 'negotiator';

// Smaller answers gain less from compression than it costs.
const THRESHOLD_BYTES = 1024;
// The compression middleware's choice and settings: brotli, then gzip, when the client accepts both equally;
// brotli at quality 4, fast enough for an answer computed per request (built files are compressed ahead at 11).
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** JSON and pages above 1 KB compressed for a client that accepts it (a built asset is sent already compressed). */
export const compressedAnswers = () => compression({ threshold: THRESHOLD_BYTES, brotli: BROTLI });

const brotliCompress = promisify(zlib.brotliCompress);
const COMPRESSORS: Record<string, (body: string) => Promise<Buffer>> = {
  br: (body) => brotliCompress(body, BROTLI),
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
};

/**
 * A whole answer's text compressed as the middleware would compress it, for an answer written without the middleware
 * (the applicant's calls, applications.thin-path.ts): the body, its length in bytes and its Content-Encoding, none
 * when sent as it is (then the text itself, which the socket encodes as it writes: no copy into a Buffer first).
 */
export async function compressedBody(request: IncomingMessage, text: string): Promise<{ body: string | Buffer; bytes: number; encoding?: string }> {
  const bytes = Buffer.byteLength(text);
  if (bytes < THRESHOLD_BYTES || !request.headers['accept-encoding']) return { body: text, bytes };
  const encoding = new Negotiator(request).encoding(ENCODINGS, { preferred: PREFERRED });
  const compress = encoding ? COMPRESSORS[encoding] : undefined;
  if (!compress) return { body: text, bytes };
  const body = await compress(text);
  return { body, bytes: body.length, encoding };
}
