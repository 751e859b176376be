// The browser figures of `npm run bench`, in the system's headless Chromium against a running server.
import { gzipSync } from 'node:zlib';
import { validStep1 } from '@evisa/forms/fixtures';
import { chromium } from 'playwright-core';

const KEYS_PER_RUN = 60;

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)];
const median = (values) => percentile(values, 0.5);

/**
 * A first visit of `url` (its lazy chunks included), counted once the page shows `ready` and the network is quiet
 * again (on a busy machine the lazy chunks can start after a first lull): its scripts gzip-compressed (the size of
 * the code, whatever the server sends), every byte of every response body as it crossed the wire, and the text
 * responses above 1 KB that came uncompressed.
 */
async function firstLoad(browser, url, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  const transfers = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, bytes: gzipSync(body).length })));
    transfers.push(
      request.sizes().then(async ({ responseBodySize }) => {
        const type = response.headers()['content-type'] ?? '';
        const isText = /^(text\/|application\/(json|javascript))/.test(type);
        const plain = isText && !(await response.headerValue('content-encoding')) && responseBodySize > 1024;
        return { bytes: responseBodySize, uncompressed: plain ? new URL(response.url()).pathname : null };
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const sum = (sizes) => sizes.reduce((total, size) => total + size, 0);
  const received = await Promise.all(transfers);
  const loaded = await Promise.all(scripts);
  const result = {
    javascript: sum(loaded.map(({ bytes }) => bytes)),
    // The largest scripts first: where the next cut of a first load is.
    largest: loaded.sort((a, b) => b.bytes - a.bytes).slice(0, 6),
    wire: sum(received.map(({ bytes }) => bytes)),
    uncompressed: received.flatMap(({ uncompressed }) => (uncompressed ? [uncompressed] : [])),
  };
  await context.close();
  return result;
}

/** Milliseconds from navigation to a step 1 whose first text box takes input, on a cold cache. */
async function interactiveStep1(browser, url, field) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => {
      const input = document.querySelector(selector);
      return input && !input.disabled && input.getClientRects().length > 0 ? performance.now() : false;
    },
    `#root_${field}`,
    { polling: 'raf', timeout: 60_000 },
  );
  const time = await handle.jsonValue();
  await context.close();
  return time;
}

/**
 * Keystroke-to-paint latencies while typing into a text box of a step: from the key event to the first frame
 * drawn after it (a task queued from requestAnimationFrame runs once that frame is painted).
 */
async function keystrokeLatencies(browser, url, field, slowdown) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const input = page.locator(`#root_${field}`);
  await input.waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.evaluate(() => {
    window.keyLatencies = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => window.keyLatencies.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
  await input.click();
  await input.fill('');
  // One key at a time, as a person types (a key every 120 ms), so that each latency is the key's own.
  await page.keyboard.type('Mahatma Gandhi Road near the old clock tower of the market square'.slice(0, KEYS_PER_RUN), { delay: 120 });
  await page.waitForTimeout(500);
  const latencies = await page.evaluate(() => window.keyLatencies);
  await context.close();
  return latencies;
}

export async function browserMetrics(baseUrl, form) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const javascript = {};
    const largestScripts = {};
    const wire = {};
    const uncompressed = [];
    const first = form.steps[0];
    const firstField = first.fields.find((field) => field.kind === 'text').name;
    const pages = { '/': 'footer', [first.route]: `#root_${firstField}`, '/admin': 'input[type="password"]' };
    for (const [path, ready] of Object.entries(pages)) {
      const load = await firstLoad(browser, `${baseUrl}${path}`, ready);
      javascript[path] = load.javascript;
      largestScripts[path] = load.largest;
      wire[path] = load.wire;
      uncompressed.push(...load.uncompressed);
    }
    const sizes = (bytesByPath) =>
      Object.entries(bytesByPath)
        .map(([path, bytes]) => `${path} ${(bytes / 1024).toFixed(1)} KB`)
        .join(', ');
    console.log(`  first-load JavaScript (gzip): ${sizes(javascript)}`);
    const named = ({ path, bytes }) => `${path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${(bytes / 1024).toFixed(1)}`;
    console.log(`  largest scripts of ${first.route} (KB gzip): ${largestScripts[first.route].map(named).join(', ')}`);
    console.log(`  first load on the wire: ${sizes(wire)}; text sent uncompressed: ${uncompressed.join(', ') || 'none'}`);

    const interactiveRuns = 5;
    const times = [];
    for (let run = 0; run < interactiveRuns; run++) times.push(await interactiveStep1(browser, `${baseUrl}${first.route}`, firstField));
    const interactive = median(times);
    console.log(`  navigation to an interactive step 1: ${Math.round(interactive)} ms (median of ${interactiveRuns})`);

    // The step with the most fields, opened on an application of its own.
    const largest = form.steps.reduce((a, b) => (b.fields.length > a.fields.length ? b : a));
    const field = largest.fields.find(
      ({ kind, condition, readOnly, hidden, maxLength }) => kind === 'text' && !condition && !readOnly && !hidden && (maxLength ?? 0) >= 100,
    );
    const created = await fetch(`${baseUrl}/api/india/create-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify(validStep1()),
    });
    const skuId = (await created.json()).data.sku_id;
    const stepUrl = `${baseUrl}${largest.route}/${skuId}`;
    const keystroke = {};
    let samples = 0;
    for (const slowdown of [1, 4]) {
      const latencies = await keystrokeLatencies(browser, stepUrl, field.name, slowdown);
      samples = latencies.length;
      keystroke[slowdown] = percentile(latencies, 0.95);
      console.log(
        `  keystroke to paint in ${largest.title} (${field.name}), ${slowdown}x CPU: p95 ${keystroke[slowdown].toFixed(1)} ms over ${latencies.length} keys`,
      );
    }
    return {
      javascript,
      wire,
      uncompressed,
      interactive,
      interactiveRuns,
      keystroke,
      samples,
      largestStep: `${largest.title} (${largest.fields.length} fields)`,
    };
  } finally {
    await browser.close();
  }
}
