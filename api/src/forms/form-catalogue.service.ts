import { Injectable, NotFoundException } from '@nestjs/common';
import { FormDefinitionsRepository } from './form-definitions.repository.js';
import { InjectRepository } from '@nestjs/typeorm';
import { formAddress, isFormId } from '@evisa/forms';
import type { Repository } from 'typeorm';
import { escapeLike } from '../common/escape-like.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import type { ReplyOf } from '../contract/contract.js';
import { FormRecord } from './form.entity.js';
import { type FormListQuery, type FormSummary } from './form-catalogue.schemas.js';

type FormSummaryRecord = ReplyOf<typeof FormSummary>;

/** The catalogue of forms: which forms there are, what each is for and where the site serves it. */
@Injectable()
export class FormCatalogueService {
  constructor(
    @InjectRepository(FormRecord) private readonly forms: Repository<FormRecord>,
    private readonly definitions: FormDefinitionsRepository,
  ) {}

  async list(query: ListQueryOf<typeof FormListQuery>): Promise<{ rows: FormSummaryRecord[]; total: number }> {
    const builder = this.forms.createQueryBuilder('form');
    const { q, id, kind } = query.filter;
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'form.id IN (:...ids)' : 'false', { ids });
    if (kind) builder.andWhere('form.kind = :kind', { kind });
    if (q?.trim()) builder.andWhere('(form.id ILIKE :q OR form.title ILIKE :q)', { q: `%${escapeLike(q.trim())}%` });
    builder.orderBy(`form.${query.sort}`, query.order).addOrderBy('form.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: await this.withPublished(rows), total };
  }

  async findOne(id: string): Promise<FormSummaryRecord> {
    const [record] = await this.withPublished([await this.find(id)]);
    return record!;
  }

  /** A form of the catalogue; 404 for an id that names none. */
  async find(id: string): Promise<FormRecord> {
    const form = isFormId(id) ? await this.forms.findOneBy({ id }) : null;
    if (!form) throw new NotFoundException(`There is no form ${id}.`);
    return form;
  }

  private async withPublished(rows: FormRecord[]): Promise<FormSummaryRecord[]> {
    const published: Array<{ form_id: string; version: number }> = rows.length
      ? await this.definitions.publishedVersions(rows.map((row) => row.id))
      : [];
    const versions = new Map(published.map((row) => [row.form_id, row.version]));
    return rows.map(({ id, title, kind, created_by, created_at }) => ({
      id,
      title,
      kind,
      address: formAddress(kind, id),
      published_version: versions.get(id) ?? null,
      created_by,
      created_at,
    }));
  }
}
