import { BadRequestException, type PipeTransform, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { type DeclaredBody, declareBody, declaredErrors } from '../contract/contract.js';
import { FormValidationException } from './form-validation.exception.js';

/** A list request as ra-data-simple-rest sends it: sort=["field","ASC"]&range=[0,24]&filter={...}. */
export interface ListQuery<F = Record<string, unknown>> {
  sort: string;
  order: 'ASC' | 'DESC';
  skip: number;
  take: number;
  filter: F;
}

/**
 * A resource's list query, declared once (declareListQuery): the fields it sorts by, its default sort, and the
 * filters it reads, a named schema (an OpenAPI component) that checks them as bodies are checked.
 */
export interface DeclaredListQuery<F extends JSONSchema = JSONSchema> {
  readonly filter: DeclaredBody<F>;
  readonly sortable: readonly string[];
  readonly defaultSort: string;
  /** The column behind a record's id (applications show their sku_id as id). */
  readonly idColumn: string;
  /** Other sort fields the service checks itself, in words (the fee codes, which the published form decides). */
  readonly otherSorts?: string;
}

/** The list query a handler gets once its declaration has checked it: the filter typed by its schema. */
export type ListQueryOf<D extends DeclaredListQuery> = ListQuery<FromSchema<D['filter']['schema']>>;

/** The filters of a list: each optional, none other allowed. */
type FilterSchema<P extends Record<string, JSONSchema>> = { type: 'object'; properties: P; additionalProperties: false };

/**
 * Declares a resource's list query: `name` is its filter's schema (a component of the OpenAPI document), whose
 * fields are the filters the resource's service reads, each described. Every resource sorts by `id` too,
 * react-admin's default sort.
 */
export function declareListQuery<const P extends Record<string, JSONSchema>>(
  name: string,
  options: { sortable: readonly string[]; defaultSort: string; filter: P; idColumn?: string; otherSorts?: string },
): DeclaredListQuery<FilterSchema<P>> {
  const { sortable, defaultSort, filter, idColumn = 'id', otherSorts } = options;
  const schema: FilterSchema<P> = { type: 'object', properties: filter, additionalProperties: false };
  return { filter: declareBody(name, schema), sortable: sortable.includes('id') ? sortable : [...sortable, 'id'], defaultSort, idColumn, otherSorts };
}

/** The filter getMany sends (`{"id": [...]}`), and getManyReference's target on a list that shows one record's. */
export const ID_FILTER = {
  description: "The records with these ids (react-admin's getMany); an empty list finds none",
  anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: ['string', 'number'] } }],
} as const satisfies JSONSchema;

/** The filter of the records of one application, by its id as typed (any case: normalizeApplicationId); `which` names them. */
export function applicationFilter(which: string) {
  return { type: 'string', description: `An application id (any case): ${which}` } as const satisfies JSONSchema;
}

/** The filter of the records of one form, by its id; `which` names them. */
export function formFilter(which: string) {
  return { type: 'string', description: `A form's id: ${which}` } as const satisfies JSONSchema;
}

/** A search for text within some fields of the records (any part of them, either case); `fields` names them. */
export function searchFilter(fields: string) {
  return { type: 'string', description: `Within ${fields}` } as const satisfies JSONSchema;
}

/** A yes/no filter, as the console sends it: a boolean, or its text from a choice ('true', 'false'). */
export const FLAG_FILTER = { enum: [true, false, 'true', 'false'] } as const satisfies JSONSchema;

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

/** The 400 of a sort outside the fields a list sorts by. */
export function refuseSort(sortable: readonly string[]): BadRequestException {
  return new BadRequestException(`sort must be ["field","ASC"|"DESC"] with a field among ${sortable.join(', ')}`);
}

/**
 * The list request of one resource, checked against its declaration: sort and range by shape, the filter by its
 * schema (a 400 naming each filter it does not know or whose value is wrong). The filter is then what the
 * declaration's ListQueryOf says.
 */
export function parseListQuery(query: Record<string, unknown>, declared: DeclaredListQuery): ListQuery {
  const { sortable, defaultSort, idColumn, otherSorts } = declared;
  const sort = parseJson(query.sort, 'sort') ?? [defaultSort, 'DESC'];
  const filter = parseJson(query.filter, 'filter') ?? {};
  // getMany sends filter={"id":[...]} without a range: all the ids asked for make the page.
  const ids = (filter as { id?: unknown } | null)?.id;
  const range = parseJson(query.range, 'range') ?? [0, Array.isArray(ids) && ids.length > 0 ? ids.length - 1 : 24];
  const knownField = Array.isArray(sort) && (sortable.includes(sort[0]) || (otherSorts !== undefined && typeof sort[0] === 'string'));
  if (!knownField || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) throw refuseSort(sortable);
  const [start, end] = Array.isArray(range) ? range : [];
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
    throw new BadRequestException('range must be [start, end] with whole numbers, start <= end');
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadRequestException('filter must be a JSON object');
  const errors = declaredErrors(declared.filter, filter, 'is not a filter of this list');
  if (errors.length)
    throw new FormValidationException(errors.map(({ field, message }) => ({ field: `filter.${field}`, message: `filter: ${message}` })));
  return {
    sort: sort[0] === 'id' ? idColumn : sort[0],
    order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    skip: start,
    take: Math.min(end - start + 1, MAX_PAGE),
    filter: filter as Record<string, unknown>,
  };
}

class ListQueryPipe implements PipeTransform {
  constructor(private readonly declared: DeclaredListQuery) {}

  transform(query: Record<string, unknown>): ListQuery {
    return parseListQuery(query ?? {}, this.declared);
  }
}

/** A JSON value in the query string, as ra-data-simple-rest writes it. */
const json = (schema: object, example?: unknown) => ({ content: { 'application/json': { schema, example } } });

/**
 * The list query of a ra-data-simple-rest list, checked against its declaration (parseListQuery) and documented as
 * the operation's sort, range and filter parameters, each a JSON value with its schema.
 */
export function RequestListQuery(declared: DeclaredListQuery): ParameterDecorator {
  return (target, key, index) => {
    Query(new ListQueryPipe(declared))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    const { sortable, defaultSort, otherSorts } = declared;
    const field = otherSorts ? { type: 'string', description: `${sortable.join(', ')}, or ${otherSorts}` } : { type: 'string', enum: [...sortable] };
    const pair = (items: object[]) => ({ type: 'array', prefixItems: items, minItems: 2, maxItems: 2 });
    const parameters = [
      {
        name: 'sort',
        description: `The field to sort by and the order (either case); ["${defaultSort}","DESC"] when absent`,
        ...json(pair([field, { type: 'string', enum: ['ASC', 'DESC'] }]), [defaultSort, 'DESC']),
      },
      {
        name: 'range',
        description: `The first and last row, both counted, at most ${MAX_PAGE} rows; the first 25 when absent (every id a getMany asks for)`,
        ...json(
          pair([
            { type: 'integer', minimum: 0 },
            { type: 'integer', minimum: 0 },
          ]),
          [0, 24],
        ),
      },
      {
        name: 'filter',
        description: 'The filters, each optional; none other is allowed',
        ...json({ $ref: `#/components/schemas/${declared.filter.name}` }),
      },
    ];
    for (const parameter of parameters) ApiQuery({ required: false, ...parameter } as Parameters<typeof ApiQuery>[0])(target, key, descriptor);
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
