import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { escapeLike } from '../common/escape-like.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { FormRecord } from './form.entity.js';
import type { FormListQuery } from './form-catalogue.schemas.js';

/** The SQL of the catalogue of forms; `manager`: the caller's transaction. */
@Injectable()
export class FormCatalogueRepository {
  constructor(@InjectRepository(FormRecord) private readonly forms: Repository<FormRecord>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.forms.manager.transaction(work);
  }

  /** The catalogue's row of a new generic form; false when the id is taken (the primary key decides between two editors at once). */
  async insertGeneric(manager: EntityManager, id: string, title: string, createdBy: string): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(FormRecord)
      .values({ id, title, kind: 'generic', created_by: createdBy })
      .orIgnore()
      .returning('id')
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }

  /** A page of the catalogue, as the editor filters and sorts it, and the total. */
  async list(query: ListQueryOf<typeof FormListQuery>): Promise<{ rows: FormRecord[]; total: number }> {
    const builder = this.forms.createQueryBuilder('form');
    const { q, id, kind } = query.filter;
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'form.id IN (:...ids)' : 'false', { ids });
    if (kind) builder.andWhere('form.kind = :kind', { kind });
    if (q?.trim()) builder.andWhere('(form.id ILIKE :q OR form.title ILIKE :q)', { q: `%${escapeLike(q.trim())}%` });
    builder.orderBy(`form.${query.sort}`, query.order).addOrderBy('form.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  find(id: string): Promise<FormRecord | null> {
    return this.forms.findOneBy({ id });
  }
}
