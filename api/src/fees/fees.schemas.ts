import { feeCurrency } from './fee-quote.schemas.js';
import { declareBody, envelope, exactObject, NULLABLE_DATE_TIME } from '../contract/contract.js';
import { declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

export const MAX_COUNTRY_LENGTH = 100;

/** USD per fee code; null where a code has no amount yet (one an editor just added to the form, say). */
const amountsByCode = { type: 'object', additionalProperties: { type: ['number', 'null'] } } as const;

export const FeeCode = declareBody(
  'FeeCode',
  exactObject({
    code: { type: 'string', examples: ['eTOURIST_30_DAYS'] },
    label: { type: 'string' },
    kind: { enum: ['visa', 'extra'], description: "'extra' (the urgent fee) is added to a visa's fee" },
  }),
);

export const FeeByCountryRequest = declareBody(
  'FeeByCountryRequest',
  exactObject({
    countryName: {
      type: 'string',
      pattern: '\\S',
      maxLength: MAX_COUNTRY_LENGTH,
      examples: ['FRANCE'],
      errorMessage: {
        type: 'countryName is required',
        pattern: 'countryName is required',
        maxLength: `countryName must be at most ${MAX_COUNTRY_LENGTH} characters`,
      },
    },
  }),
);

export const CountryFees = declareBody('CountryFees', envelope(exactObject({ country: { type: 'string' }, IndiaVisafees: amountsByCode })));

export const FeeGroup = declareBody('FeeGroup', exactObject({ countries: { type: 'array', items: { type: 'string' } }, amounts: amountsByCode }));

export const FeeTable = declareBody(
  'FeeTable',
  exactObject({
    currency: feeCurrency,
    codes: { type: 'array', items: FeeCode.schema, description: "The published form's fee codes in its order" },
    groups: { type: 'array', items: FeeGroup.schema, description: 'Countries with the same amounts, cheapest first' },
    updated_at: { ...NULLABLE_DATE_TIME, description: 'When an amount last changed' },
  }),
);

export const FeeTableReply = declareBody('FeeTableReply', envelope(FeeTable.schema));

/**
 * A country's fee record in the console: flat for ra-data-simple-rest, one key per fee code of the published form
 * holding its USD amount or null (the codes change with the form, so they are not listed here).
 */
export const FeeRecord = declareBody('FeeRecord', {
  type: 'object',
  required: ['id', 'country', 'updated_at'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    country: { type: 'string', examples: ['FRANCE'] },
    updated_at: { type: 'string', format: 'date-time' },
  },
  additionalProperties: true,
});

/**
 * A fee record's writable values: the country and an amount per fee code of the published form (which codes
 * exist changes with the form, so the service checks the keys). react-admin sends the read-only fields back too.
 */
export const FeeWrite = declareBody('FeeWrite', {
  type: 'object',
  properties: { country: { type: 'string', maxLength: MAX_COUNTRY_LENGTH, description: 'A nationality of the application form' } },
  additionalProperties: { type: ['number', 'string', 'null'] },
});

/** The fee table's list query: sorted by a column, or by the amount of a fee code (checked by FeesService). */
export const FeeListQuery = declareListQuery('FeeListFilter', {
  sortable: ['country', 'updated_at'],
  otherSorts: 'a fee code (GET /api/admin/fees/codes): by its amount, countries without one last',
  defaultSort: 'country',
  filter: { q: searchFilter('the country'), id: ID_FILTER },
});
