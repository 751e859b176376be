import { SERVICE_OF_FEE_CODE } from '@evisa/forms/fixtures';
import { describe, expect, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, fieldErrors, newClientAddress } from './http.js';
import { db } from './database.js';

const client = newClientAddress();

const BAND_C = {
  eConference: 189,
  eBusiness: 189,
  eAyushAttendant: 189,
  eAyush: 189,
  eMedicalAttendant: 189,
  eMedical: 189,
  tourist5Years: 175,
  tourist1Year: 85,
  tourist30Days: 65,
  urgentVisaFee: 60,
};

describe('POST /api/india/getVisaFeeByCountry', () => {
  it('returns the fee record of a country', async () => {
    const reply = await call('POST', '/api/india/getVisaFeeByCountry', { body: { countryName: 'FRANCE' }, client });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, status: true, data: { country: 'FRANCE', IndiaVisafees: BAND_C } });
  });

  it.each([
    ['ARGENTINA', { tourist30Days: 39, tourist1Year: 49, tourist5Years: 69, eBusiness: 69, eAyushAttendant: 69 }],
    ['JAPAN', { tourist30Days: 59, tourist1Year: 79, tourist5Years: 99, eMedical: 99 }],
    ['  usa ', { tourist30Days: 65, eConference: 189, urgentVisaFee: 60 }],
  ])('gives %s the amounts of its band (case and spaces do not matter)', async (countryName, amounts) => {
    const reply = await call('POST', '/api/india/getVisaFeeByCountry', { body: { countryName }, client });
    expect(reply.status).toBe(200);
    expect(reply.body.data.IndiaVisafees).toMatchObject(amounts);
  });

  it('holds the 174 countries of the published table', async () => {
    const { rows } = await db.query(`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE a.amount = 39)::int AS band_a
      FROM fees f LEFT JOIN fee_amounts a ON a.fee_id = f.id AND a.code = 'tourist30Days'`);
    expect(rows[0].n).toBeGreaterThanOrEqual(174);
    expect(rows[0].band_a).toBeGreaterThan(40);
  });

  it('answers 404 for a country without fees', async () => {
    const reply = await call('POST', '/api/india/getVisaFeeByCountry', { body: { countryName: 'PAKISTAN' }, client });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, status: false, code: 'NOT_FOUND', message: 'No fees are published for this country.' });
  });

  it.each([
    ['no body', undefined],
    ['no countryName', {}],
    ['an empty countryName', { countryName: '   ' }],
    ['a number', { countryName: 42 }],
    ['an array body', [1]],
  ])('answers 400 for %s', async (_name, body) => {
    const reply = await call('POST', '/api/india/getVisaFeeByCountry', { body, client });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(fieldErrors({ field: 'countryName', message: 'countryName is required' }));
  });

  it('answers 400 for an overlong countryName', async () => {
    const reply = await call('POST', '/api/india/getVisaFeeByCountry', { body: { countryName: 'X'.repeat(101) }, client });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].field).toBe('countryName');
  });
});

describe('the fee of an application, in View-application', () => {
  it.each(Object.entries(SERVICE_OF_FEE_CODE))('is the %s amount, plus the urgent fee for Urgent Processing', async (key, service) => {
    const normal = await createApplication({ ...service, Nationality: 'FRANCE', Application_Type: 'Normal Processing' });
    const urgent = await createApplication({ ...service, Nationality: 'FRANCE', Application_Type: 'Urgent Processing' });
    const amount = BAND_C[key as keyof typeof BAND_C];
    const viewNormal = await call('GET', `/api/india/View-application/${normal}`, { client });
    expect(viewNormal.body.data.fee).toEqual({ amount, currency: 'USD', visaFee: amount, urgentFee: 0 });
    const viewUrgent = await call('GET', `/api/india/View-application/${urgent}`, { client });
    expect(viewUrgent.body.data.fee).toEqual({ amount: amount + 60, currency: 'USD', visaFee: amount, urgentFee: 60 });
  });

  it('follows the fee table as staff change it', async () => {
    const skuId = await createApplication({ Nationality: 'ICELAND' });
    const setTourist30Days = (amount: number) =>
      db.query(`UPDATE fee_amounts SET amount = $1 FROM fees WHERE fees.id = fee_id AND country = 'ICELAND' AND code = 'tourist30Days'`, [amount]);
    await setTourist30Days(70.5);
    try {
      const reply = await call('GET', `/api/india/View-application/${skuId}`, { client });
      expect(reply.body.data.fee).toMatchObject({ amount: 70.5, visaFee: 70.5 });
    } finally {
      await setTourist30Days(65);
    }
  });
});

describe('GET /api/india/visa-fees', () => {
  const groupOf = (table: { groups: Array<{ countries: string[]; amounts: Record<string, number | null> }> }, country: string) =>
    table.groups.find((group) => group.countries.includes(country));

  it('publishes the whole table: every country once, grouped by equal amounts, cheapest first', async () => {
    const reply = await call('GET', '/api/india/visa-fees', { client });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=60');
    const table = reply.body.data;
    expect(table.currency).toBe('USD');
    expect(table.codes.map(({ code }: { code: string }) => code).sort()).toEqual(Object.keys(BAND_C).sort());
    expect(table.codes.find(({ code }: { code: string }) => code === 'urgentVisaFee')).toEqual({
      code: 'urgentVisaFee',
      label: 'Urgent Processing (48 to 72 business hours)',
      kind: 'extra',
    });
    expect(table.codes.find(({ code }: { code: string }) => code === 'tourist30Days')).toMatchObject({ kind: 'visa' });

    const countries: string[] = table.groups.flatMap((group: { countries: string[] }) => group.countries);
    expect(new Set(countries).size).toBe(countries.length);
    // Every stored country (but the one the admin fee tests remove and create again meanwhile).
    const { rows } = await db.query(`SELECT country FROM fees WHERE country <> 'MONGOLIA' ORDER BY country`);
    expect(countries.filter((country) => country !== 'MONGOLIA').sort()).toEqual(rows.map((row) => row.country));

    expect(groupOf(table, 'FRANCE')?.amounts).toEqual(BAND_C);
    expect(groupOf(table, 'FRANCE')?.countries).toEqual(expect.arrayContaining(['FRANCE', 'GERMANY']));
    expect(groupOf(table, 'ARGENTINA')?.amounts).toMatchObject({ tourist30Days: 39, eBusiness: 69, urgentVisaFee: 60 });
    expect(groupOf(table, 'JAPAN')?.amounts).toMatchObject({ tourist30Days: 59, eBusiness: 99 });
    const cheapest = table.groups.map((group: { amounts: Record<string, number> }) => group.amounts[table.codes[0].code]);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  });

  it('shows a change staff make, as a group of its own', async () => {
    const setEBusiness = (amount: number) =>
      db.query(`UPDATE fee_amounts SET amount = $1 FROM fees WHERE fees.id = fee_id AND country = 'UZBEKISTAN' AND code = 'eBusiness'`, [amount]);
    await setEBusiness(123.45);
    try {
      const table = (await call('GET', '/api/india/visa-fees', { client })).body.data;
      expect(groupOf(table, 'UZBEKISTAN')).toMatchObject({ countries: ['UZBEKISTAN'], amounts: { eBusiness: 123.45 } });
    } finally {
      await setEBusiness(189);
    }
  });
});
