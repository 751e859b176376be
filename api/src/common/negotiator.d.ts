// negotiator 1.x (the version Express 5 uses) takes the server's preferred encodings; @types/negotiator describes 0.6.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
