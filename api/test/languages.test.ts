import { validStep1 } from '@evisa/forms/fixtures';
import { describe, expect, inject, it } from 'vitest';
import { createApplication, createCompleteApplication } from './application-fixtures.js';
import { db } from './database.js';
import { call, newClientAddress } from './http.js';
import { approve, capture, createOrder, pay, paymentSession } from './paypal.js';
import { readPdf } from './pdf-text.js';
import { newStaff } from './staff.js';

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
    expect(rows[0].text).toContain(`Nous avons bien reçu votre paiement pour la demande d’e-Visa ${skuId}. Merci.`);
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

/** A complete application made in `language` (kept with it by a save in it, as the site's saves do), paid. */
async function paidIn(language: string): Promise<string> {
  const skuId = await createCompleteApplication({ Nationality: 'FRANCE', Application_Type: 'Normal Processing' });
  const saved = await call('PUT', `/api/india/update-application/${skuId}`, { body: { Surname: 'Martin', language }, client });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await pay(skuId);
  return skuId;
}

async function document(kind: 'receipt' | 'summary', skuId: string): Promise<string> {
  const reply = await fetch(`${inject('baseUrl')}/api/india/${kind}/${skuId}.pdf`, { headers: { 'x-forwarded-for': newClientAddress() } });
  expect(reply.status).toBe(200);
  return (await readPdf(new Uint8Array(await reply.arrayBuffer()))).text;
}

describe("e-mails and documents in the application's language", () => {
  it("words a French application's correction request in French and an English one's in English; staff see the same", async () => {
    const staff = await newStaff('staff');
    const [french, english] = await Promise.all([paidIn('fr'), paidIn('en')]);
    for (const skuId of [french, english]) {
      const asked = await call('POST', `/api/admin/applications/${skuId}/corrections`, {
        client,
        token: staff.token,
        body: { fields: ['Place_of_Issue'], message: 'The place of issue does not match the scan.' },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      // Staff's own record names the field in their words, whatever the applicant's language.
      expect(asked.body[0].fields).toEqual([{ name: 'Place_of_Issue', title: 'Place of Issue' }]);
    }
    const mail = async (skuId: string, subject: string) =>
      (await db.query('SELECT subject, text FROM outbox WHERE subject LIKE $1', [`%${skuId}%${subject}%`])).rows;
    const [fr] = await mail(french, 'corriger');
    expect(fr.subject).toBe(`Votre demande d’e-Visa ${french} : veuillez corriger certaines informations`);
    expect(fr.text).toContain('Bonjour Claire Martin,');
    expect(fr.text).toContain('En vérifiant votre demande d’e-Visa, nous avons trouvé des informations');
    // The field as the French form names it; staff's message as they wrote it.
    expect(fr.text).toContain('À corriger :\n\n- Lieu de délivrance');
    expect(fr.text).toContain('> The place of issue does not match the scan.');
    expect(fr.text).toContain('Suivre votre demande à tout moment:');
    const [en] = await mail(english, 'please correct');
    expect(en.subject).toBe(`Your e-Visa application ${english}: please correct some details`);
    expect(en.text).toContain('Dear Claire Martin,');
    expect(en.text).toContain('Please correct:\n\n- Place of Issue');
    // The review-stage e-mail the correction's withdrawal sends is French too.
    const withdrawn = await call('DELETE', `/api/admin/applications/${french}/corrections/open`, { client, token: staff.token });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const [stage] = await mail(french, 'En cours d’examen');
    expect(stage.text).toContain(`Notre équipe vérifie en ce moment votre demande ${french} et ses documents.`);
    // The console shows the same answers for both: stored as given, never translated.
    const records = await Promise.all(
      [french, english].map(async (skuId) => (await call('GET', `/api/admin/applications/${skuId}`, { client, token: staff.token })).body),
    );
    for (const field of ['Visa_Service', 'Sub_t_Visa_Service', 'Application_Type', 'Place_of_Issue', 'Nationality']) {
      expect(records[0].data[field]).toEqual(records[1].data[field]);
    }
  });

  it("makes the receipt and the summary in the application's language, English for an English one", async () => {
    const [french, english, chinese] = await Promise.all([paidIn('fr'), paidIn('en'), paidIn('zh')]);
    const receipt = await document('receipt', french);
    for (const words of [
      'Reçu',
      `Demande d’e-Visa ${french} · payée le`,
      'Numéro de demande',
      'Montant payé',
      'Date du paiement',
      'Service de visa',
      'eVISA TOURISTE',
    ]) {
      expect(receipt).toContain(words);
    }
    // Dates and amounts as French writes them.
    expect(receipt).toMatch(/\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}, \d\d:\d\d UTC/);
    expect(receipt).toMatch(/\d+,\d\d\s\$US/);
    const summary = await document('summary', french);
    for (const words of ['Récapitulatif de la demande', `numéro de demande ${french}`, 'Informations sur le demandeur', 'Photo envoyée']) {
      expect(summary).toContain(words);
    }
    // The answers as given (the name typed in); dates in them as French writes them.
    expect(summary).toContain('Martin');
    expect(summary).toMatch(/\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/);
    expect(summary).not.toMatch(/\d (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
    const englishReceipt = await document('receipt', english);
    for (const words of ['Receipt', 'Application id', 'Amount paid', 'eTOURIST VISA']) expect(englishReceipt).toContain(words);
    expect(englishReceipt).not.toContain('Montant');
    // Chinese, with the fallback font's glyphs (their text is extractable, so they are real glyphs).
    const chineseReceipt = await document('receipt', chinese);
    for (const words of ['收据', '申请编号', '支付金额', '付款日期']) expect(chineseReceipt).toContain(words);
  });
});
