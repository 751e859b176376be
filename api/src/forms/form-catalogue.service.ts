import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { formAddress, isFormId } from '@evisa/forms';
import type { ListQueryOf } from '../common/list-query.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { FormDefinitionsRepository } from '../form-definitions/form-definitions.repository.js';
import { FormDefinitionsService } from '../form-definitions/form-definitions.service.js';
import type { PublicUser } from '../users/public-user.js';
import type { FormRecord } from './form.entity.js';
import { FormCatalogueRepository } from './form-catalogue.repository.js';
import type { FormCreate, FormCreated, FormListQuery, FormSummary } from './form-catalogue.schemas.js';

type FormSummaryRecord = ReplyOf<typeof FormSummary>;

/** The catalogue of forms: which forms there are, what each is for and where the site serves it. */
@Injectable()
export class FormCatalogueService {
  constructor(
    private readonly repository: FormCatalogueRepository,
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
    const draftId = await this.repository.transaction(async (manager) => {
      if (!(await this.repository.insertGeneric(manager, body.id, title, actor.email)))
        throw new ConflictException(`A form with the id ${body.id} exists already: choose another id.`);
      return this.definitions.addFirstDraft(manager, draft, actor);
    });
    return { ...(await this.findOne(body.id)), draft_id: draftId };
  }

  async list(query: ListQueryOf<typeof FormListQuery>): Promise<{ rows: FormSummaryRecord[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { rows: await this.withPublished(rows), total };
  }

  async findOne(id: string): Promise<FormSummaryRecord> {
    const [record] = await this.withPublished([await this.find(id)]);
    return record!;
  }

  /** A form of the catalogue; 404 for an id that names none. */
  async find(id: string): Promise<FormRecord> {
    const form = isFormId(id) ? await this.repository.find(id) : null;
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
