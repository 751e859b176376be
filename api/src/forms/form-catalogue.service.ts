import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { formAddress, isFormId } from '@evisa/forms';
import type { EntityManager, Repository } from 'typeorm';
import { escapeLike } from '../common/escape-like.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { FormDefinitionsRepository } from '../form-definitions/form-definitions.repository.js';
import { FormDefinitionsService } from '../form-definitions/form-definitions.service.js';
import type { PublicUser } from '../users/public-user.js';
import { FormRecord } from './form.entity.js';
import type { FormCreate, FormCreated, FormListQuery, FormSummary } from './form-catalogue.schemas.js';

type FormSummaryRecord = ReplyOf<typeof FormSummary>;

/** The catalogue of forms: which forms there are, what each is for and where the site serves it. */
@Injectable()
export class FormCatalogueService {
  constructor(
    @InjectRepository(FormRecord) private readonly forms: Repository<FormRecord>,
    private readonly versions: FormDefinitionsRepository,
    private readonly definitions: FormDefinitionsService,
  ) {}

  /**
   * A new generic form in the catalogue with its first draft: empty, or a copy of another form's published
   * version under the new id and title. An id already taken is refused (409), also when two editors ask at once.
   */
  async create(body: RequestOf<typeof FormCreate>, actor: PublicUser): Promise<ReplyOf<typeof FormCreated>> {
    const title = body.title.trim();
    const copyOf = body.copy_of || undefined;
    if (copyOf) await this.find(copyOf);
    const draft = await this.definitions.prepareFirstDraft(body.id, title, copyOf);
    const draftId = await this.forms.manager.transaction(async (manager) => {
      if (!(await this.insertGeneric(manager, body.id, title, actor.email)))
        throw new ConflictException(`A form with the id ${body.id} exists already: choose another id.`);
      return this.definitions.addFirstDraft(manager, draft, actor);
    });
    return { ...(await this.findOne(body.id)), draft_id: draftId };
  }

  /** The catalogue's row of a new generic form; false when the id is taken (the primary key decides between two editors at once). */
  private async insertGeneric(manager: EntityManager, id: string, title: string, createdBy: string): Promise<boolean> {
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
      ? await this.versions.publishedVersions(rows.map((row) => row.id))
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
