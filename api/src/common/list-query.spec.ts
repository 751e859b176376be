import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { FormValidationException } from './form-validation.exception.js';
import { declareListQuery, FLAG_FILTER, ID_FILTER, parseListQuery } from './list-query.js';

const Things = declareListQuery('SpecThingListFilter', {
  sortable: ['created_at', 'title'],
  defaultSort: 'created_at',
  idColumn: 'sku_id',
  filter: { q: { type: 'string' }, open: FLAG_FILTER, id: ID_FILTER },
});

/** The query string's values as ra-data-simple-rest writes them: each a JSON text. */
const asSent = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));

/** The 400's messages, one per filter at fault. */
function refusal(query: Record<string, unknown>): string[] {
  try {
    parseListQuery(query, Things);
  } catch (error) {
    if (error instanceof FormValidationException) return error.errors.map(({ field, message }) => `${field}: ${message}`);
    if (error instanceof BadRequestException) return [error.message];
    throw error;
  }
  throw new Error('The query was accepted');
}

describe('parseListQuery', () => {
  it('reads the stock getList: sort, range and filter', () => {
    expect(parseListQuery(asSent({ sort: ['title', 'asc'], range: [25, 49], filter: { q: 'x', open: 'true' } }), Things)).toEqual({
      sort: 'title',
      order: 'ASC',
      skip: 25,
      take: 25,
      filter: { q: 'x', open: 'true' },
    });
  });

  it('sorts by the default field, newest first, 25 rows, when nothing is asked', () => {
    expect(parseListQuery({}, Things)).toEqual({ sort: 'created_at', order: 'DESC', skip: 0, take: 25, filter: {} });
  });

  it("takes every id getMany asks for (no range) and sorts by id through the id's column", () => {
    const ids = Array.from({ length: 30 }, (_, index) => `K${index}`);
    expect(parseListQuery(asSent({ filter: { id: ids } }), Things)).toMatchObject({ skip: 0, take: 30, filter: { id: ids } });
    expect(parseListQuery(asSent({ sort: ['id', 'DESC'] }), Things)).toMatchObject({ sort: 'sku_id', order: 'DESC' });
  });

  it("answers the CSV export's range [0,999] whole, and never more than 1000 rows", () => {
    expect(parseListQuery(asSent({ range: [0, 999] }), Things)).toMatchObject({ skip: 0, take: 1000 });
    expect(parseListQuery(asSent({ range: [0, 5000] }), Things)).toMatchObject({ take: 1000 });
  });

  it('refuses a filter the list does not declare, or a value outside its schema, naming it', () => {
    expect(refusal(asSent({ filter: { q: 'x', colour: 'red' } }))).toEqual(['filter.colour: filter: colour is not a filter of this list']);
    expect(refusal(asSent({ filter: { q: 7 } }))).toEqual(['filter.q: filter: q must be string']);
    expect(refusal(asSent({ filter: { open: 'yes' } }))).toEqual([expect.stringMatching(/^filter\.open: filter: open must be equal to one of/)]);
  });

  it('refuses a sort, range or filter of the wrong shape', () => {
    expect(refusal(asSent({ sort: ['colour', 'ASC'] }))).toEqual(['sort must be ["field","ASC"|"DESC"] with a field among created_at, title, id']);
    expect(refusal(asSent({ sort: ['title', 'UP'] }))).toEqual(['sort must be ["field","ASC"|"DESC"] with a field among created_at, title, id']);
    expect(refusal(asSent({ range: [5, 2] }))).toEqual(['range must be [start, end] with whole numbers, start <= end']);
    expect(refusal({ filter: '{not json' })).toEqual(['filter must be JSON']);
    expect(refusal(asSent({ filter: [1] }))).toEqual(['filter must be a JSON object']);
  });

  it('leaves a sort outside the declared fields to the service when the list has others', () => {
    const Fees = declareListQuery('SpecFeeListFilter', { sortable: ['country'], otherSorts: 'a fee code', defaultSort: 'country', filter: {} });
    expect(parseListQuery(asSent({ sort: ['tourist30Days', 'ASC'] }), Fees)).toMatchObject({ sort: 'tourist30Days', order: 'ASC' });
  });
});
