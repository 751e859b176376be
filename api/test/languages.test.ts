import { validStep1 } from '@evisa/forms/fixtures';
import { describe, expect, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { db } from './database.js';
import { call, newClientAddress } from './http.js';
import { approve, capture, createOrder, paymentSession } from './paypal.js';

const client = newClientAddress();
const inLanguage = (language: string) => ({ client, headers: { 'accept-language': language } });

describe("the API in the caller's language", () => {
  it('answers the same failure with the same code in French and English, the message in each language', async () => {
    const path = '/api/india/View-application/K7M2QX9PA4R8TZ3WN';
    const english = await call('GET', path, { client });
    const french = await call('GET', path, inLanguage('fr-FR,fr;q=0.9,en;q=0.5'));
    expect([english.status, french.status]).toEqual([404, 404]);
    expect(english.body).toEqual({ success: false, status: false, code: 'APPLICATION_NOT_FOUND', message: 'Application not found' });
    expect(french.body).toEqual({ success: false, status: false, code: 'APPLICATION_NOT_FOUND', message: 'Demande introuvable' });
    // A language the site does not speak: English.
    expect((await call('GET', path, inLanguage('pt-BR'))).body).toEqual(english.body);
  });

  it('gives a code to every failure, the same for a refused form in every language', async () => {
    const body = validStep1(new Date(), { Surname: '  ' });
    const [english, arabic] = await Promise.all([
      call('POST', '/api/india/create-application', { body, client }),
      call('POST', '/api/india/create-application', { body, ...inLanguage('ar') }),
    ]);
    expect([english.status, arabic.status]).toEqual([400, 400]);
    expect(english.body.code).toBe('INVALID_VALUES');
    expect(arabic.body.code).toBe('INVALID_VALUES');
    const unknownRoute = await call('GET', '/api/india/no-such-call', inLanguage('de'));
    expect(unknownRoute.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('keeps the language an application was made in, and a later save in another language changes it', async () => {
    const created = await call('POST', '/api/india/create-application', { body: validStep1(), ...inLanguage('fr-CA, en;q=0.8') });
    expect(created.status).toBe(201);
    const skuId: string = created.body.data.sku_id;
    expect(created.body.message).toBe(`Demande enregistrée. Votre numéro de demande provisoire est ${skuId}.`);
    expect(created.body.data.language).toBe('fr');
    expect((await call('GET', `/api/india/View-application/${skuId}`, { client })).body.data.language).toBe('fr');
    // Its e-mail is in French, whoever reads the outbox.
    const [mail] = (await db.query('SELECT subject, text FROM outbox WHERE subject LIKE $1', [`%${skuId}%`])).rows;
    expect(mail.subject).toBe(`Votre demande d’e-Visa ${skuId} est enregistrée`);
    expect(mail.text).toContain('Bonjour Claire Martin,');
    expect(mail.text).toContain(`Reprendre votre demande:\n`);
    expect(mail.text).toMatch(/Assistance: .+ · .+/);

    const saved = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Surname: 'Dupont', language: 'de' }, client });
    expect(saved.status).toBe(200);
    // The reply follows the caller (no Accept-Language: English); the application keeps the language it was given.
    expect(saved.body.message).toMatch(/^Application updated successfully\./);
    const [{ language }] = (await db.query('SELECT language FROM applications WHERE sku_id = $1', [skuId])).rows;
    expect(language).toBe('de');
  });

  it("e-mails the receipt in the application's language", async () => {
    const skuId = await createCompleteApplication({ Nationality: 'FRANCE' });
    const switched = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Surname: 'Martin', language: 'fr' }, client });
    expect(switched.status).toBe(200);
    const session = await paymentSession();
    const order = await createOrder(skuId, session);
    await approve(order);
    expect((await capture(skuId, order.id, session)).status).toBe(200);
    const { rows } = await db.query('SELECT subject, text FROM outbox WHERE subject LIKE $1', [`Paiement reçu%${skuId}`]);
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toContain(`nous avons bien reçu votre paiement pour la demande d’e-Visa ${skuId}. Merci.`);
  });

  it('refuses a language the site does not speak and changes nothing', async () => {
    const skuId = await createApplication();
    const reply = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Surname: 'Other', language: 'xx' }, client });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'INVALID_VALUES',
      errors: [{ field: 'language', message: 'language must be one of en, fr, de, es, ru, zh, ar' }],
    });
    const [row] = (await db.query('SELECT language, data FROM applications WHERE sku_id = $1', [skuId])).rows;
    expect(row.language).toBe('en');
    expect(row.data.Surname).toBe('Martin');
  });
});
