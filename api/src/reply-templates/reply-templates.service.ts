import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FieldError, normalizeText } from '@evisa/forms';
import type { EntityManager, Repository } from 'typeorm';
import { AuditLogsService, diff } from '../audit-logs/audit-logs.service.js';
import { escapeLike } from '../common/escape-like.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { writableFields } from '../common/writable-fields.js';
import type { ReplyOf } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { REPLY_TEMPLATE_USES, ReplyTemplate, type ReplyTemplateUse } from './reply-template.entity.js';
import { MAX_TEXT_LENGTH, MAX_TITLE_LENGTH, type ReplyTemplateListQuery, type ReplyTemplateRecord } from './reply-templates.schemas.js';

type TemplateRecord = ReplyOf<typeof ReplyTemplateRecord>;
type Values = Partial<Pick<ReplyTemplate, 'title' | 'text' | 'use'>>;

const WRITABLE = ['title', 'text', 'use'] as const;

function toRecord({ id, title, text, use, updated_by, created_at, updated_at }: ReplyTemplate): TemplateRecord {
  return { id, title, text, use, updated_by, created_at, updated_at };
}

/** The fields of a write, each checked (all messages at once); a new template needs all three. */
function parse(body: unknown, current?: TemplateRecord): Values {
  const fields = writableFields(
    body,
    WRITABLE,
    (field) => `${field} is not a field of a saved reply: only title, text and use are.`,
    current && { record: current },
  );
  const errors: FieldError[] = [];
  const values: Values = {};
  if (fields.title !== undefined || !current) {
    // A title is one line, as the picker lists it; the text keeps its line breaks (only its ends are trimmed).
    const title = typeof fields.title === 'string' ? normalizeText(fields.title) : '';
    if (!title) errors.push({ field: 'title', message: 'Give the saved reply a title.' });
    else if (title.length > MAX_TITLE_LENGTH) errors.push({ field: 'title', message: `The title must be at most ${MAX_TITLE_LENGTH} characters.` });
    else values.title = title;
  }
  if (fields.text !== undefined || !current) {
    const text = typeof fields.text === 'string' ? fields.text.trim() : '';
    if (!text) errors.push({ field: 'text', message: 'Write the text of the reply.' });
    else if (text.length > MAX_TEXT_LENGTH) errors.push({ field: 'text', message: `The text must be at most ${MAX_TEXT_LENGTH} characters.` });
    else values.text = text;
  }
  if (fields.use !== undefined || !current) {
    if (!REPLY_TEMPLATE_USES.includes(fields.use as ReplyTemplateUse)) {
      errors.push({ field: 'use', message: `use must be one of ${REPLY_TEMPLATE_USES.join(', ')}` });
    } else values.use = fields.use as ReplyTemplateUse;
  }
  if (errors.length) throw new FormValidationException(errors);
  return values;
}

/** Saved replies (reply templates): kept by staff, each change in the audit log. */
@Injectable()
export class ReplyTemplatesService {
  constructor(
    @InjectRepository(ReplyTemplate) private readonly templates: Repository<ReplyTemplate>,
    private readonly auditLogs: AuditLogsService,
  ) {}

  async list(query: ListQueryOf<typeof ReplyTemplateListQuery>): Promise<{ rows: TemplateRecord[]; total: number }> {
    const builder = this.templates.createQueryBuilder('template');
    const { q, use, id } = query.filter;
    if (q?.trim()) {
      builder.andWhere('(template.title ILIKE :q OR template.text ILIKE :q)', { q: `%${escapeLike(q.trim())}%` });
    }
    if (use) builder.andWhere('template.use = :use', { use });
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'template.id::text IN (:...ids)' : 'false', { ids });
    builder.orderBy(`template.${query.sort}`, query.order).addOrderBy('template.title', 'ASC').addOrderBy('template.id', 'ASC');
    const [rows, total] = await builder.skip(query.skip).take(query.take).getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<TemplateRecord> {
    return toRecord(await this.find(id));
  }

  async create(body: unknown, actor: PublicUser): Promise<TemplateRecord> {
    const values = parse(body);
    const id = await this.templates.manager.transaction(async (manager) => {
      const template = await manager.save(manager.create(ReplyTemplate, { ...values, updated_by: actor.email }));
      await this.audit(manager, actor, 'create', template.id, diff({}, values));
      return template.id;
    });
    return this.findOne(id);
  }

  async update(id: string, body: unknown, actor: PublicUser): Promise<TemplateRecord> {
    const current = await this.find(id);
    const values = parse(body, toRecord(current));
    const changes = diff(current as unknown as { [field: string]: unknown }, values);
    if (Object.keys(changes).length === 0) return toRecord(current);
    await this.templates.manager.transaction(async (manager) => {
      await manager.update(ReplyTemplate, { id }, { ...values, updated_by: actor.email });
      await this.audit(manager, actor, 'update', id, changes);
    });
    return this.findOne(id);
  }

  /** Removes a saved reply; what was sent with it stays where it was sent. Answers the record as it was. */
  async remove(id: string, actor: PublicUser): Promise<TemplateRecord> {
    const current = await this.find(id);
    const { title, text, use } = current;
    await this.templates.manager.transaction(async (manager) => {
      await manager.delete(ReplyTemplate, { id });
      await this.audit(manager, actor, 'delete', id, diff({ title, text, use }, { title: null, text: null, use: null }));
    });
    return toRecord(current);
  }

  private async find(id: string): Promise<ReplyTemplate> {
    const template = isUuid(id) ? await this.templates.findOneBy({ id }) : null;
    if (!template) throw new NotFoundException('Saved reply not found');
    return template;
  }

  private audit(
    manager: EntityManager,
    actor: PublicUser,
    action: 'create' | 'update' | 'delete',
    id: string,
    changes: { [field: string]: unknown },
  ) {
    return this.auditLogs.record(manager, actor, { action, resource: 'reply-templates', record_id: id, changes });
  }
}
