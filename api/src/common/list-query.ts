import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';

/** A list request as ra-data-simple-rest sends it: sort=["field","ASC"]&range=[0,24]&filter={...}. */
export interface ListQuery {
  sort: string;
  order: 'ASC' | 'DESC';
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

// react-admin's CSV export asks for range [0,999].
const MAX_PAGE = 1000;

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException(`${name} must be JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be JSON`);
  }
}

/**
 * The list request of one resource. Every resource sorts by `id`, react-admin's default sort: the column behind a
 * record's id is `idColumn` (applications show their sku_id as id).
 */
export function parseListQuery(query: Record<string, unknown>, sortable: readonly string[], defaultSort: string, idColumn = 'id'): ListQuery {
  sortable = sortable.includes('id') ? sortable : [...sortable, 'id'];
  const sort = parseJson(query.sort, 'sort') ?? [defaultSort, 'DESC'];
  const filter = parseJson(query.filter, 'filter') ?? {};
  // getMany sends filter={"id":[...]} without a range: all the ids asked for make the page.
  const ids = (filter as { id?: unknown } | null)?.id;
  const range = parseJson(query.range, 'range') ?? [0, Array.isArray(ids) && ids.length > 0 ? ids.length - 1 : 24];
  if (!Array.isArray(sort) || !sortable.includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new BadRequestException(`sort must be ["field","ASC"|"DESC"] with a field among ${sortable.join(', ')}`);
  }
  const [start, end] = Array.isArray(range) ? range : [];
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
    throw new BadRequestException('range must be [start, end] with whole numbers, start <= end');
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadRequestException('filter must be a JSON object');
  return {
    sort: sort[0] === 'id' ? idColumn : sort[0],
    order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    skip: start,
    take: Math.min(end - start + 1, MAX_PAGE),
    filter: filter as Record<string, unknown>,
  };
}

/** The header ra-data-simple-rest reads the total from, e.g. "applications 0-24/319". */
export function setContentRange(response: Response, resource: string, query: ListQuery, count: number, total: number): void {
  const last = count > 0 ? query.skip + count - 1 : query.skip;
  response.setHeader('Content-Range', `${resource} ${query.skip}-${last}/${total}`);
}

/**
 * The ids of a getMany filter (`{"id": [...]}`, or a single id) as text, or null when the list is not filtered by
 * id. An empty list matches nothing: callers filter with `ids.length ? ... IN (:...ids) : 'false'`.
 */
export function filteredIds(value: unknown): string[] | null {
  return value === undefined ? null : ([] as unknown[]).concat(value).map(String);
}
