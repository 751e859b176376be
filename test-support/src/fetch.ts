// Methods a server may receive twice with the same outcome (RFC 9110 section 9.2.2).
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
// undici's 'other side closed', and a reset, as the request went out on a kept-alive connection.
const CLOSED = new Set(['UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNRESET', 'EPIPE']);

function closedUnderneath(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return error instanceof TypeError && typeof code === 'string' && CLOSED.has(code);
}

/**
 * fetch, sent once more when an idempotent request went out on a kept-alive connection the server was closing at
 * that moment (`fetch failed`, caused by UND_ERR_SOCKET or ECONNRESET), as browsers and HTTP clients do. A POST is
 * never sent twice (the server may have acted on it), nor a body that was a stream (it is spent).
 */
export async function fetchRetryingClosed(
  input: string | URL,
  init: RequestInit = {},
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<Response> {
  try {
    return await fetchImpl(input, init);
  } catch (error) {
    const method = (init.method ?? 'GET').toUpperCase();
    if (!IDEMPOTENT.has(method) || init.body instanceof ReadableStream || !closedUnderneath(error)) throw error;
    return fetchImpl(input, init);
  }
}
