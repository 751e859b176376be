import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { StreamableFile } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * A JSON request body kept as the text that came: a body of megabytes (a form definition's files) is parsed and
 * checked in a definition worker, never on the thread that serves applicants.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Express middleware: a JSON body of at most `limit`, kept as JsonText in request.body (none when empty). */
export function jsonAsText(limit: string) {
  const text = express.text({ type: 'application/json', limit });
  return (request: Request, response: Response, next: NextFunction) =>
    text(request, response, (error?: unknown) => {
      if (!error) request.body = typeof request.body === 'string' && request.body ? new JsonText(request.body) : undefined;
      next(error);
    });
}

// A slice of an answer written at a time: the event loop serves other requests between two.
const SLICE = 256 * 1024;

/**
 * An answer of megabytes kept as JSON text (a form definition's record), sent a slice at a time. Sent at once, its
 * copy into the socket and the compressor held every applicant's request for tens of milliseconds.
 */
export class JsonInSlices extends StreamableFile {
  constructor(readonly json: string) {
    super(
      Readable.from(
        (async function* () {
          for (let start = 0; start < json.length; start += SLICE) {
            yield Buffer.from(json.slice(start, start + SLICE));
            await nextTurn();
          }
        })(),
      ),
      { type: 'application/json; charset=utf-8' },
    );
  }
}
