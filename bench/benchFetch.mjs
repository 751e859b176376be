const NEVER_SENT = new Set(['UND_ERR_SOCKET', 'EPIPE']);

/**
 * fetch for the bench's own calls. The bench's process blocks in spawnSync while autocannon loads the server, so a
 * kept-alive connection the server closed meanwhile (idle past its 75 s keep-alive timeout) is still in fetch's
 * pool: the first request after the pause goes out on it and fails before the server reads it, with 'other side
 * closed' or, when the close arrives while the request is being written, EPIPE. That request is sent once more, on
 * a new connection; the server never saw the first.
 */
export async function benchFetch(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!NEVER_SENT.has(error?.cause?.code)) throw error;
    return fetch(url, init);
  }
}
