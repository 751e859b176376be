// The reference of `npm run bench` (issue 31): a plain node:http + pg server doing the essential work of View and
// of a step-3 update, against the API's own database and table, with the form's own step-3 validator. What is left
// between it and the API is the cost of the API's layers, not of the database or the validation.
import { createServer } from 'node:http';
import pg from 'pg';
import { createFormValidator, indiaEvisa } from '@evisa/forms';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const validator = createFormValidator(indiaEvisa);
const VIEW = '/api/india/View-application/';
const UPDATE = '/api/india/update-application/';

function reply(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** One indexed SELECT, the row as JSON. */
async function view(skuId, response) {
  const { rows } = await pool.query('SELECT "sku_id", "payment_status", "data", "updated_at" FROM "applications" WHERE "sku_id" = $1', [skuId]);
  if (!rows[0]) return reply(response, 404, { success: false, message: 'Application not found' });
  reply(response, 200, { success: true, status: true, data: { ...rows[0].data, sku_id: rows[0].sku_id, payment_status: rows[0].payment_status } });
}

/** BEGIN, SELECT ... FOR UPDATE, merge, step 3's validator, UPDATE, COMMIT. */
async function update(skuId, body, response) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query('SELECT "id", "data" FROM "applications" WHERE "sku_id" = $1 FOR UPDATE', [skuId]);
    if (!rows[0]) {
      await client.query('ROLLBACK');
      return reply(response, 404, { success: false, message: 'Application not found' });
    }
    const data = { ...rows[0].data, ...body };
    const errors = validator.validateStep('step3', data);
    if (errors.length) {
      await client.query('ROLLBACK');
      return reply(response, 400, { success: false, errors });
    }
    await client.query('UPDATE "applications" SET "data" = $2, "updated_at" = now() WHERE "id" = $1', [rows[0].id, data]);
    await client.query('COMMIT');
    reply(response, 200, { success: true, status: true, message: 'Application updated successfully.' });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((request, response) => {
  const url = request.url ?? '';
  const fail = (error) => reply(response, 500, { success: false, message: String(error) });
  if (request.method === 'GET' && url === '/health') return reply(response, 200, { status: 'ok' });
  if (request.method === 'GET' && url.startsWith(VIEW)) return void view(url.slice(VIEW.length), response).catch(fail);
  if (request.method === 'PUT' && url.startsWith(UPDATE)) {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => void update(url.slice(UPDATE.length), JSON.parse(Buffer.concat(chunks).toString('utf8')), response).catch(fail));
    return;
  }
  reply(response, 404, { success: false });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
