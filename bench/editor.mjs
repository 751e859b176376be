// The editor's part of `npm run bench`: /api/health and View-application latency while an editor saves, checks and
// publishes a 1.2 MB definition (five lists of 4,990 entries), as issue 27 measured them (health blocked for seconds
// while a save compiled on the event loop). The loads run in processes of their own; the editor in this one.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/prepare.mjs';
import { benchFetch } from './benchFetch.mjs';

const LISTS = ['countries.json', 'occupations.json', 'ports.json', 'religions.json', 'qualifications.json'];
const ENTRIES = 4990;
// Applicants' traffic during the figure, at fixed rates below what the server answers at full speed (about 1,000
// View-application a second here): loaded flat out, 25 connections keep the server's queue full, and a p99 measures
// that queue rather than whether the editor's work holds a request up. The same traffic without the editor, just
// before, is the figure to compare with.
export const VIEW_RATE = 200;
export const HEALTH_RATE = 50;
export const BASELINE_SECONDS = 15;

/** The shipped files with five lists grown to 4,990 entries each (the values applicants pick stay in them), untranslated. */
export function largeDefinition(files) {
  const large = structuredClone(files);
  // The new entries have no translations: their languages go live partially, English shown for what is missing.
  for (const language of large['form.json'].languages ?? []) language.required = false;
  for (const list of LISTS) {
    const schema = large[`lists/${list}`];
    const values = schema.enum;
    for (let index = values.length; index < ENTRIES; index++)
      values.push(`${list.replace('.json', '')} entry ${index} with a label of typical length`);
  }
  return large;
}

/** One load (bench/load.mjs) in its own process, not blocking this one: its summary when it ends. */
function loadAsync(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench/load.mjs'), JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load failed: ${errors}`))));
  });
}

/**
 * While `seconds` of load run on /api/health and View-application, an editor repeats: new draft, save the large
 * files (naming the revision), check, publish. Returns both loads' figures and the editor's steps in ms.
 */
export async function editorFigures(url, admin, skuIds, files, seconds) {
  const call = async (method, path, body, headers = {}) => {
    const response = await benchFetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '10.200.0.1', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply).slice(0, 500)}`);
    return reply;
  };
  let token;
  token = (await call('POST', '/api/admin/auth/login', admin)).token;
  const large = largeDefinition(files);
  const size = JSON.stringify(large).length;
  const viewPaths = skuIds.map((id) => `/api/india/View-application/${id}`);
  const traffic = (duration) => [
    loadAsync({ url, paths: ['/api/health'], connections: 5, duration, rate: HEALTH_RATE }),
    loadAsync({ url, paths: viewPaths, connections: 20, duration, rate: VIEW_RATE }),
  ];
  const [healthAlone, viewAlone] = await Promise.all(traffic(BASELINE_SECONDS));
  const [health, view] = traffic(seconds);
  const steps = { save: [], check: [], publish: [] };
  const timed = async (name, work) => {
    const start = performance.now();
    const result = await work();
    steps[name].push(performance.now() - start);
    return result;
  };
  const published = async () =>
    (await call('GET', `/api/admin/form-definitions?filter=${encodeURIComponent('{"status":"published","form_id":"india-evisa"}')}`))[0];
  const shipped = await published();
  const ends = Date.now() + seconds * 1000;
  let cycles = 0;
  while (Date.now() < ends - 1000) {
    const live = await published();
    const draft = await call('POST', '/api/admin/form-definitions', { form_id: 'india-evisa', from_version: live.version, note: 'bench' });
    // Each cycle changes a title, so every save rebuilds.
    const changed = structuredClone(large);
    changed['steps/step1.schema.json'].properties.Surname.title = `Surname ${cycles}`;
    const saved = await timed('save', () =>
      call('PUT', `/api/admin/form-definitions/${draft.id}`, { files: changed }, { 'if-match': `"${draft.revision}"` }),
    );
    if (!saved.hash) throw new Error('the large definition does not build');
    const checked = await timed('check', () => call('POST', `/api/admin/form-definitions/${draft.id}/check`, {}));
    if (!checked.ok) throw new Error(`the large definition fails its checks: ${JSON.stringify(checked.errors.slice(0, 3))}`);
    await timed('publish', () => call('POST', `/api/admin/form-definitions/${draft.id}/publish`, { note: 'bench' }));
    cycles++;
  }
  const [healthResult, viewResult] = await Promise.all([health, view]);
  // The version before published again (a roll-back): what is measured next (the browser's first load and
  // keystrokes) runs on the form as shipped, not on five lists of 4,990 entries.
  await call('POST', `/api/admin/form-definitions/${shipped.id}/publish`, { note: 'bench: back to the shipped form' });
  for (const [name, result] of [
    ['/api/health', healthResult],
    ['View-application', viewResult],
  ]) {
    if (result.non2xx || result.errors) throw new Error(`${name} during the editor's work: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const figures = {
    size,
    cycles,
    health: healthResult,
    view: viewResult,
    alone: { health: healthAlone, view: viewAlone },
    save: median(steps.save),
    check: median(steps.check),
    publish: median(steps.publish),
  };
  console.log(
    `  editor at work (${(size / 1e6).toFixed(1)} MB, ${cycles} cycles of save, check, publish; medians ${Math.round(figures.save)}, ${Math.round(figures.check)}, ${Math.round(figures.publish)} ms): ` +
      `/api/health p99 ${healthResult.p99} ms, View-application p99 ${viewResult.p99} ms ` +
      `(without the editor just before: ${healthAlone.p99}, ${viewAlone.p99} ms)`,
  );
  return figures;
}
