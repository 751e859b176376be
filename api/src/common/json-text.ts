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
