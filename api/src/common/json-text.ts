import { randomUUID } from 'node:crypto';
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

/**
 * JSON text read from the database (a jsonb column read as text) on its way into an answer, never parsed on the way:
 * `answerText` writes it as it is. Anywhere else JSON writes it (Express's res.json, the reply check), it stands for the
 * value it holds. On View, parsing and writing again the stored steps left to fill in was a fifth of the answer's cost.
 */
export class RawJson<T> {
  constructor(readonly text: string) {}

  /** The value the text holds, as it is typed where answers are built: JSON writes a RawJson as that value. */
  asWritten(): T {
    return this as unknown as T;
  }

  toJSON(): unknown {
    return rawParts ? `${RAW_MARKER}${rawParts.push(this.text) - 1}` : JSON.parse(this.text);
  }
}

// While answerText writes an answer, each RawJson in it is written as a marker (unguessable: answers never carry it)
// and its text kept here, then put in the marker's place.
let rawParts: string[] | null = null;
const RAW_MARKER = `raw-json-${randomUUID()}:`;
const RAW_MARKERS = new RegExp(`"${RAW_MARKER}(\\d+)"`, 'g');

/** An answer as JSON text, every RawJson in it written as its own text. */
export function answerText(value: unknown): string {
  const parts: string[] = [];
  rawParts = parts;
  let text: string;
  try {
    text = JSON.stringify(value);
  } finally {
    rawParts = null;
  }
  return parts.length ? text.replace(RAW_MARKERS, (_marker, index: string) => parts[Number(index)]) : text;
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
