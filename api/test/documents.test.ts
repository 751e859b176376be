import { SERVICE_OF_FEE_CODE } from '@evisa/forms/fixtures';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { newClientAddress } from './http.js';
import { startIsolatedServer, type IsolatedServer } from './isolated-server.js';
import { approve, capture, createOrder, eventually, paymentSession } from './paypal.js';
import { readPdf } from './pdf-text.js';
import { TestMailServer } from './replicas.js';

// A server of its own that sends its mail to a real SMTP server, in the business's name and at its address.
const BUSINESS = { BUSINESS_NAME: 'Zoë Visa Helpers', BUSINESS_ADDRESS: '5 Rue de Rivoli, 75001 Paris, France' };
const DOCUMENTS_PER_MINUTE = 4;
const mail = new TestMailServer();
let server: IsolatedServer;

beforeAll(async () => {
  await mail.start();
  server = await startIsolatedServer(
    { email: 'documents-admin@test.example', password: 'documents: correct horse battery' },
    { ...BUSINESS, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, MAIL_RETRY_SECONDS: '1', RATE_LIMIT_DOCUMENTS: String(DOCUMENTS_PER_MINUTE) },
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await mail.stop();
});

/** Pays the application on this server as the site does; answers capture-Payment's data. */
async function pay(skuId: string): Promise<{ capture_id: string; amount: number | string; currency: string }> {
  const session = await paymentSession(server.baseUrl);
  const order = await createOrder(skuId, session);
  await approve(order);
  const reply = await capture(skuId, order.id, session);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

async function received(address: string, subject: string): Promise<{ raw: string; parsed: ParsedMail }> {
  const found = await eventually(
    async () => mail.to(address).find((message) => message.data.includes(subject.slice(0, 30))),
    (message) => message !== undefined,
    60_000,
  );
  return { raw: found!.data, parsed: await simpleParser(found!.data) };
}

function download(path: string, client = newClientAddress()) {
  return fetch(`${server.baseUrl}${path}`, { headers: { 'x-forwarded-for': client } });
}

describe('receipt and summary documents', () => {
  const email = `documents-${Date.now()}@test.example`;
  let skuId: string;
  let paid: Awaited<ReturnType<typeof pay>>;

  beforeAll(async () => {
    skuId = await createCompleteApplication(
      {
        ...SERVICE_OF_FEE_CODE.tourist1Year,
        Email: email,
        ConfirmEmail: email,
        Application_Type: 'Urgent Processing',
        Present_Village_Town: 'Zürich',
        Visible_identification_marks: 'Шрам на щеке',
      },
      server.baseUrl,
    );
    paid = await pay(skuId);
  }, 120_000);

  it('e-mails the receipt in the business name, as text and HTML, with the receipt and the summary as PDFs', async () => {
    const { raw, parsed } = await received(email, `Payment received for e-Visa application ${skuId}`);
    expect(parsed.from?.value[0]).toEqual({ name: BUSINESS.BUSINESS_NAME, address: 'no-reply@evisa.example' });
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    const amount = `${Number(paid.amount).toFixed(2)} ${paid.currency}`;
    for (const part of [parsed.text!, parsed.html as string]) {
      expect(part).toContain(skuId);
      expect(part).toContain(amount);
      expect(part).toContain(paid.capture_id);
      expect(part).toContain('Urgent Processing');
      expect(part).toContain('support@evisa-guided.example');
    }
    expect(parsed.html).toContain('<table');
    expect(parsed.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      [`receipt-${skuId}.pdf`, 'application/pdf'],
      [`application-${skuId}.pdf`, 'application/pdf'],
    ]);
    const receipt = await readPdf(parsed.attachments[0]!.content);
    expect(receipt.pages).toBe(1);
    for (const words of [BUSINESS.BUSINESS_NAME, 'Rue de Rivoli', skuId, amount, paid.capture_id, 'eTOURIST VISA', '1 Year', 'Urgent Processing']) {
      expect(receipt.text).toContain(words);
    }
    const summary = await readPdf(parsed.attachments[1]!.content);
    expect(summary.pages).toBeGreaterThan(1);
    for (const words of ['Application summary', skuId, 'Applicant Details', 'Passport Details', 'Zürich', 'Шрам на щеке', 'Photograph uploaded']) {
      expect(summary.text).toContain(words);
    }
    // Dates as the Preview shows them: '12 April 1985', never '1985-04-12'.
    expect(summary.text).toMatch(/\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/);
    expect(summary.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('sends every e-mail as text and HTML: the one that gives the application id too', async () => {
    const { raw, parsed } = await received(email, `Your e-Visa application ${skuId} is saved`);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(parsed.text).toContain(`/Apply/${skuId}`);
    expect(parsed.html).toContain(`href="http`);
    expect(parsed.html).toContain(`/Apply/${skuId}`);
    expect(parsed.attachments).toEqual([]);
  });

  it('lets the applicant download both documents with the application id', async () => {
    const receipt = await download(`/api/india/receipt/${skuId}.pdf`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${skuId}.pdf"`);
    expect(receipt.headers.get('cache-control')).toBe('private, no-store');
    expect((await readPdf(new Uint8Array(await receipt.arrayBuffer()))).text).toContain(paid.capture_id);
    const summary = await download(`/api/india/summary/${skuId}.pdf`);
    expect(summary.status).toBe(200);
    expect((await readPdf(new Uint8Array(await summary.arrayBuffer()))).text).toContain('Applicant Details');
  });

  it('limits the documents one address asks for, refused or not', async () => {
    // On an unpaid application (refused at once): a minute of PDFs made one after the other is too slow a test.
    const unpaid = await createApplication({}, server.baseUrl);
    const client = newClientAddress();
    const statuses = [];
    for (let i = 0; i <= DOCUMENTS_PER_MINUTE; i++) statuses.push((await download(`/api/india/summary/${unpaid}.pdf`, client)).status);
    expect(statuses).toEqual([...Array(DOCUMENTS_PER_MINUTE).fill(409), 429]);
    expect((await download(`/api/india/receipt/${skuId}.pdf`)).status).toBe(200);
  });

  it('makes no document of an unpaid application, nor of an id that opens nothing', async () => {
    const unpaid = await createApplication({}, server.baseUrl);
    for (const kind of ['receipt', 'summary']) {
      const refused = await download(`/api/india/${kind}/${unpaid}.pdf`);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ message: 'The receipt and the summary are made once the application has been paid.' });
      expect((await download(`/api/india/${kind}/ABCDEFGHJKMNPQRST.pdf`)).status).toBe(404);
      expect((await download(`/api/india/${kind}/not-an-id.pdf`)).status).toBe(404);
    }
  });
});
