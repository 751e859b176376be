import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validStep1 } from '@evisa/forms/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { newDatabase } from '@evisa/test-support';
import { type RunningServer, startServer } from '../support/server.js';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

// Every request from an address of its own (the server trusts X-Forwarded-For from loopback), so that the
// per-address limits never turn a save of the burst into a 429.
const client = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function send(server: RunningServer, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A name made of letters only (the form's name fields take no digits): 0 -> "a", 12 -> "bc". */
const letters = (count: number) => [...String(count)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

// What one writer was told was saved, and what it had sent but got no answer to when the server died.
interface Writer {
  skuId: string;
  field: 'Surname' | 'Given_Name';
  acknowledged?: string;
  inFlight?: string;
}

/**
 * Writers save their own field of their own application over and over (each waits for its answer before the
 * next save), and new applications are created beside them, until `stop` is set.
 */
async function burst(server: RunningServer, writers: Writer[], created: Array<{ skuId: string; Surname: string }>, running: () => boolean) {
  const write = async (writer: Writer) => {
    for (let count = 0; running(); count++) {
      const value = `Crash ${letters(count)}`;
      writer.inFlight = value;
      try {
        const reply = await send(server, 'PUT', `/api/india/update-application/${writer.skuId}`, { [writer.field]: value });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        writer.acknowledged = value;
        writer.inFlight = undefined;
      } catch (error) {
        if (running()) throw error;
        return; // the connection died with the server
      }
    }
  };
  const create = async () => {
    for (let count = 0; running(); count++) {
      const surname = `Created ${letters(count)} ${letters(randomInt(1_000_000))}`;
      try {
        const reply = await send(server, 'POST', '/api/india/create-application', validStep1(new Date(), { Surname: surname }));
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        created.push({ skuId: reply.body.data.sku_id, Surname: surname });
      } catch (error) {
        if (running()) throw error;
        return;
      }
    }
  };
  await Promise.all([...writers.map(write), create(), create()]);
}

const DATABASES: Array<[string, () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>]> = [
  ['the embedded database', async () => ({ env: { DATABASE_URL: '' }, drop: async () => {} })],
  // PostgreSQL when the run has one (CI always does).
  ...(process.env.DATABASE_URL
    ? [
        [
          'PostgreSQL',
          // A database of its own on DATABASE_URL's server (dropped after the run): the crash touches no other test's data.
          async () => {
            const database = await newDatabase('crash');
            return { env: { DATABASE_URL: database.url }, drop: database.drop };
          },
        ] as [string, () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>],
      ]
    : []),
];

describe('a server killed in the middle of a burst of saves', () => {
  it.each(DATABASES)('keeps every acknowledged save intact on %s after a restart', async (_name, database) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'evisa-crash-'));
    folders.push(dataDir);
    const { env: databaseEnv, drop } = await database();
    const env = { DATA_DIR: dataDir, TRUST_PROXY: 'loopback', ...databaseEnv };
    try {
      const first = await startServer(env);
      const writers: Writer[] = [];
      for (let index = 0; index < 4; index++) {
        const reply = await send(first, 'POST', '/api/india/create-application', validStep1());
        expect(reply.status).toBe(201);
        writers.push({ skuId: reply.body.data.sku_id, field: 'Surname' }, { skuId: reply.body.data.sku_id, field: 'Given_Name' });
      }

      let running = true;
      const created: Array<{ skuId: string; Surname: string }> = [];
      const sent = burst(first, writers, created, () => running);
      // Killed once the burst is well under way, whatever request is half done at that moment.
      const until = Date.now() + 10_000;
      while (writers.some((writer) => !writer.acknowledged) || created.length < 3) {
        expect(Date.now(), 'the burst never got going').toBeLessThan(until);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      running = false;
      expect(await first.stop('SIGKILL')).toBeNull();
      await sent;

      const second = await startServer(env);
      try {
        const step1 = validStep1();
        for (const writer of writers) {
          const reply = await send(second, 'GET', `/api/india/View-application/${writer.skuId}`);
          expect(reply.status).toBe(200);
          // The last acknowledged value, or the one the server was writing when it died; every other answer intact.
          expect([writer.acknowledged, writer.inFlight]).toContain(reply.body.data[writer.field]);
          const { Surname: _surname, Given_Name: _given, ...rest } = step1;
          expect(reply.body.data).toMatchObject(rest);
        }
        for (const application of created) {
          const reply = await send(second, 'GET', `/api/india/View-application/${application.skuId}`);
          expect(reply.status).toBe(200);
          expect(reply.body.data).toMatchObject({ ...step1, Surname: application.Surname, sku_id: application.skuId });
        }
      } finally {
        expect(await second.stop('SIGTERM')).toBe(0);
      }
    } finally {
      await drop();
    }
  });
});
