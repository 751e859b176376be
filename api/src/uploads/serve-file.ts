import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { ServedFile } from './uploads.service.js';

/**
 * The answer that sends a stored file: its own type, never sniffed, and cached at most as long as the right to
 * see it lasts (`cacheControl`).
 */
export function serveFile(response: Response, filename: string, file: ServedFile, cacheControl: string): StreamableFile {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', cacheControl);
  // A PDF opened in the browser could run its own scripts on this origin; it is offered as a download instead.
  const disposition = file.mime === 'application/pdf' ? `attachment; filename="${filename}"` : 'inline';
  return new StreamableFile(file.stream, { type: file.mime, length: file.size, disposition });
}
