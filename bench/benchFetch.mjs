/**
 * fetch for the bench's own calls. The bench's process blocks in spawnSync while autocannon loads the server, so a
 * kept-alive connection the server closed meanwhile (idle past its 75 s keep-alive timeout) is still in fetch's
 * pool: the first request after the pause goes out on it and fails with 'other side closed' before the server
 * reads it. That request is sent once more, on a new connection; the server never saw the first.
 */
export async function benchFetch(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}
