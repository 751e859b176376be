import { ConflictException, Injectable, Logger, NotFoundException, type OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  buildVersion,
  checkDefinition,
  contentHash,
  DEFINITION_FILES,
  indiaEvisaFiles,
  isDefinitionFile,
  type BuiltVersion,
  type FieldError,
} from '@evisa/forms';
import type { DataSource, EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { AuditLogsService, type AuditEntry } from '../audit-logs/audit-logs.service.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQuery } from '../common/list-query.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { FormDefinitionVersion } from './form-definition.entity.js';
import type * as Bodies from './form-definitions.schemas.js';
import { FORM_ID } from './forms.service.js';

export const DEFINITION_SORTABLE = ['version', 'created_at', 'updated_at', 'published_at', 'id'] as const;

/** A version as the console lists it (form-definitions.schemas.ts). */
type DefinitionListRecord = ReplyOf<typeof Bodies.FormDefinitionSummary>;

/** A version as the console opens it: its files, and what they build to (null while they do not). */
type DefinitionRecord = ReplyOf<typeof Bodies.FormDefinitionRecord>;

function toListRecord(row: FormDefinitionVersion): DefinitionListRecord {
  const { id, form_id, version, status, note, shipped, created_by, created_at, updated_at, published_at } = row;
  return { id, form_id, version, status, note, shipped, created_by, created_at, updated_at, published_at };
}

function toRecord(row: FormDefinitionVersion): DefinitionRecord {
  return {
    ...toListRecord(row),
    // Every file is a JSON object (the write's schema made sure); the built definition is a free-form object in the reply.
    files: row.files as DefinitionRecord['files'],
    definition: row.definition as DefinitionRecord['definition'],
    hash: row.hash,
    published_by: row.published_by,
  };
}

/**
 * Column values for an insert or update. TypeORM's partial type cannot follow JSON columns of unknown values (files,
 * definition); the keys are the entity's own, and `published_at` may be the database clock.
 */
function columns(
  values: Omit<Partial<FormDefinitionVersion>, 'published_at'> & { published_at?: () => string },
): QueryDeepPartialEntity<FormDefinitionVersion> {
  return values as QueryDeepPartialEntity<FormDefinitionVersion>;
}

/** A note as stored: spaces around it dropped; none when empty (the schema checked its type and length). */
const noteOf = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/**
 * `files` as a definition holds them: known paths (the schema made each a JSON object). Whether they make a valid
 * form is the checks' business.
 */
function filesOf(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const errors: FieldError[] = Object.keys(files)
    .filter((path) => !isDefinitionFile(path))
    .map((path) => ({ field: `files/${path}`, message: `${path} is not a file of a form definition: ${DEFINITION_FILES}` }));
  if (errors.length) throw new FormValidationException(errors);
  return files;
}

/** What a draft's files build to, or nulls while they do not build (a draft may be broken while an editor works). */
function tryBuild(files: Record<string, unknown>, version: number): Pick<FormDefinitionVersion, 'definition' | 'validators' | 'hash'> {
  try {
    const { definition, validators, hash } = buildVersion(files, { version });
    return { definition, validators, hash };
  } catch {
    return { definition: null, validators: null, hash: null };
  }
}

/** The paths whose content differs between two sets of files (added and removed ones included). */
function changedFiles(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  const same = (path: string) => path in before === path in after && contentHash({ [path]: before[path] }) === contentHash({ [path]: after[path] });
  return [...paths].filter((path) => !same(path)).sort();
}

/**
 * Editors' versions of the form definition (README "Form definitions"): drafts, checks, publishing and roll-back,
 * each in the audit log; and at start-up, the definition shipped in forms/.
 *
 * Every write that numbers or publishes a version holds the form's advisory lock for its transaction, so versions
 * are numbered without gaps or clashes and exactly one is published, across replicas. The slow part (checking and
 * building the files) runs before the transaction; the transaction then makes sure the record is still as read.
 */
@Injectable()
export class FormDefinitionsService implements OnModuleInit {
  private readonly logger = new Logger('FormDefinitions');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auditLogs: AuditLogsService,
  ) {}

  async onModuleInit(): Promise<void> {
    const outcome = await this.storeShipped(indiaEvisaFiles);
    if (outcome.stored) this.logger.log(`Shipped definition stored as version ${outcome.version} (${outcome.status})`);
  }

  /**
   * The start-up rule: the shipped files are stored when no version has their content hash. They are published
   * at once when nothing is published yet or the published version has the content of the last shipped one (no
   * editor's work is live); otherwise they wait as a draft (shipped) for an editor to review and publish.
   */
  async storeShipped(files: Record<string, unknown>): Promise<{ stored: boolean; version: number; status: string }> {
    const formId = String((files['form.json'] as { id?: unknown }).id);
    const hash = contentHash(files);
    const present = async (manager: EntityManager) =>
      manager.findOne(FormDefinitionVersion, {
        select: { version: true, status: true },
        where: { form_id: formId, hash },
        order: { version: 'DESC' },
      });
    const found = await present(this.dataSource.manager);
    if (found) return { stored: false, version: found.version, status: found.status };
    const build = buildVersion(files);
    return this.dataSource.transaction(async (manager) => {
      await this.lockForm(manager, formId);
      // Another replica may have stored them while this one built them.
      const stored = await present(manager);
      if (stored) return { stored: false, version: stored.version, status: stored.status };
      const published = await manager.findOne(FormDefinitionVersion, {
        select: { id: true, hash: true },
        where: { form_id: formId, status: 'published' },
      });
      const lastShipped = await manager.findOne(FormDefinitionVersion, {
        select: { hash: true },
        where: { form_id: formId, shipped: true },
        order: { version: 'DESC' },
      });
      const publish = !published || published.hash === lastShipped?.hash;
      const version = await this.nextVersion(manager, formId);
      if (publish && published) await manager.update(FormDefinitionVersion, { id: published.id }, { status: 'archived' });
      await manager.insert(
        FormDefinitionVersion,
        columns({
          form_id: formId,
          version,
          status: publish ? 'published' : 'draft',
          note: 'Shipped with the application',
          files,
          ...this.built(build, version),
          shipped: true,
          ...(publish ? { published_at: () => 'now()' } : {}),
        }),
      );
      return { stored: true, version, status: publish ? 'published' : 'draft' };
    });
  }

  async list(query: ListQuery): Promise<{ rows: DefinitionListRecord[]; total: number }> {
    const builder = this.dataSource.manager
      .createQueryBuilder(FormDefinitionVersion, 'row')
      .select([
        'row.id',
        'row.form_id',
        'row.version',
        'row.status',
        'row.note',
        'row.shipped',
        'row.created_by',
        'row.created_at',
        'row.updated_at',
        'row.published_at',
      ]);
    const { id, status, form_id } = query.filter;
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'row.id::text IN (:...ids)' : 'false', { ids });
    if (typeof status === 'string' && status) builder.andWhere('row.status = :status', { status });
    if (typeof form_id === 'string' && form_id) builder.andWhere('row.form_id = :form_id', { form_id });
    builder.orderBy(`row.${query.sort}`, query.order).addOrderBy('row.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: rows.map(toListRecord), total };
  }

  async findOne(id: string): Promise<DefinitionRecord> {
    return toRecord(await this.find(id));
  }

  /** A new draft with the files of an existing version (the next version number). */
  async create(body: RequestOf<typeof Bodies.FormDefinitionCreate>, actor: PublicUser): Promise<DefinitionRecord> {
    const formId = body.form_id ?? FORM_ID;
    const note = noteOf(body.note);
    // An integer beyond the column's range is no version either.
    const source = Number.isSafeInteger(body.from_version)
      ? await this.dataSource.manager.findOne(FormDefinitionVersion, {
          where: { form_id: formId, version: body.from_version },
          select: this.allColumns(),
        })
      : null;
    if (!source) throw new NotFoundException(`${formId} has no version ${body.from_version}.`);
    // The source's build serves the draft too (a broken draft's files are tried once more), made before the lock.
    const base = source.hash ? source : { ...source, ...tryBuild(source.files, source.version) };
    const id = await this.dataSource.transaction(async (manager) => {
      await this.lockForm(manager, source.form_id);
      const version = await this.nextVersion(manager, source.form_id);
      const built = this.builtFrom(base, version);
      const inserted = await manager.insert(
        FormDefinitionVersion,
        columns({
          form_id: source.form_id,
          version,
          status: 'draft',
          note: note ?? `Draft from version ${source.version}`,
          files: source.files,
          ...built,
          created_by: actor.email,
        }),
      );
      const newId = String(inserted.identifiers[0]!.id);
      await this.audit(manager, actor, 'create', newId, { version, from_version: source.version, note: note ?? '' });
      return newId;
    });
    return this.findOne(id);
  }

  /** Saves a draft's files and note; a draft may be broken, and is rebuilt whenever its files build. */
  async update(id: string, body: RequestOf<typeof Bodies.FormDefinitionWrite>, actor: PublicUser): Promise<DefinitionRecord> {
    // react-admin sends the whole record back: only files and note are written.
    const files = body.files === undefined ? undefined : filesOf(body.files);
    const note = noteOf(body.note);
    const before = await this.find(id);
    this.assertDraft(before);
    const built = files ? tryBuild(files, before.version) : undefined;
    await this.dataSource.transaction(async (manager) => {
      await this.lockForm(manager, before.form_id);
      const current = await this.current(manager, before.id);
      this.assertDraft(current);
      const changes: Record<string, unknown> = {};
      const changed = files ? changedFiles(current.files, files) : [];
      if (changed.length) changes.files = changed;
      if (note !== undefined && note !== current.note) changes.note = { from: current.note, to: note };
      if (!Object.keys(changes).length) return;
      await manager.update(
        FormDefinitionVersion,
        { id },
        columns({
          ...(changed.length ? { files: files!, ...built! } : {}),
          ...(note !== undefined ? { note } : {}),
        }),
      );
      await this.audit(manager, actor, 'update', id, { version: current.version, ...changes });
    });
    return this.findOne(id);
  }

  /** The checks before publishing, on a version's files; nothing changes. */
  async check(id: string): Promise<ReplyOf<typeof Bodies.DefinitionCheckResult>> {
    return checkDefinition((await this.find(id)).files);
  }

  /**
   * Publishes a draft in place, or an earlier version again as a new version (the roll-back: history only grows).
   * The previously published version is archived. Refused (422, nothing changed) when the files fail a check.
   */
  async publish(id: string, body: RequestOf<typeof Bodies.FormDefinitionPublish>, actor: PublicUser): Promise<DefinitionRecord> {
    const note = noteOf(body.note);
    const source = await this.find(id);
    if (source.status === 'published') throw new ConflictException(`Version ${source.version} is already published.`);
    const result = checkDefinition(source.files);
    if (!result.ok) {
      throw new UnprocessableEntityException({
        success: false,
        status: false,
        statusCode: 422,
        message: `Version ${source.version} cannot be published: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'} to fix first.`,
        errors: result.errors,
      });
    }
    // Built again from the files, before the lock, by the code running now: a stored build may date from an earlier release.
    const build = buildVersion(source.files, { version: source.version });
    const publishedId = await this.dataSource.transaction(async (manager) => {
      await this.lockForm(manager, source.form_id);
      const current = await this.stillAsRead(manager, source);
      const previous = await manager.findOne(FormDefinitionVersion, {
        select: { id: true, version: true },
        where: { form_id: current.form_id, status: 'published' },
      });
      if (previous?.id === current.id) throw new ConflictException(`Version ${current.version} is already published.`);
      if (previous) await manager.update(FormDefinitionVersion, { id: previous.id }, { status: 'archived' });
      const archived = previous?.version ?? null;
      // A draft (stillAsRead made sure it still is one) is published in place.
      if (current.status === 'draft') {
        await manager.update(
          FormDefinitionVersion,
          { id: current.id },
          columns({
            status: 'published',
            ...this.built(build, current.version),
            ...(note ? { note } : {}),
            published_by: actor.email,
            published_at: () => 'now()',
          }),
        );
        await this.audit(manager, actor, 'publish', current.id, { version: current.version, archived, note: note ?? current.note });
        return current.id;
      }
      const version = await this.nextVersion(manager, current.form_id);
      const inserted = await manager.insert(
        FormDefinitionVersion,
        columns({
          form_id: current.form_id,
          version,
          status: 'published',
          note: note ?? `Roll-back to version ${current.version}`,
          files: current.files,
          ...this.built(build, version),
          created_by: actor.email,
          published_by: actor.email,
          published_at: () => 'now()',
        }),
      );
      const newId = String(inserted.identifiers[0]!.id);
      await this.audit(manager, actor, 'rollback', newId, { version, from_version: current.version, archived, note: note ?? '' });
      return newId;
    });
    return this.findOne(publishedId);
  }

  /** Deletes a draft; published and archived versions are history and stay. */
  async remove(id: string, actor: PublicUser): Promise<DefinitionRecord> {
    const before = await this.find(id);
    this.assertDraft(before, 'Only a draft can be deleted');
    await this.dataSource.transaction(async (manager) => {
      await this.lockForm(manager, before.form_id);
      const current = await this.current(manager, before.id);
      this.assertDraft(current, 'Only a draft can be deleted');
      await manager.delete(FormDefinitionVersion, { id });
      await this.audit(manager, actor, 'delete', id, { version: current.version, note: current.note });
    });
    return toRecord(before);
  }

  private built(build: BuiltVersion, version: number): Pick<FormDefinitionVersion, 'definition' | 'validators' | 'hash'> {
    return { definition: { ...build.definition, version }, validators: build.validators, hash: build.hash };
  }

  /** A build under a new version number (nulls for files that do not build): the validators do not depend on the number. */
  private builtFrom(
    source: Pick<FormDefinitionVersion, 'definition' | 'validators' | 'hash'>,
    version: number,
  ): Pick<FormDefinitionVersion, 'definition' | 'validators' | 'hash'> {
    if (!source.definition || !source.validators || !source.hash) return { definition: null, validators: null, hash: null };
    return { definition: { ...source.definition, version }, validators: source.validators, hash: source.hash };
  }

  /** Serialises the writes that number or publish versions of one form, across connections and replicas. */
  private async lockForm(manager: EntityManager, formId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('form_definitions:' || $1))`, [formId]);
  }

  /** The next version number of a form: never one given before, not even to a draft since deleted. */
  private async nextVersion(manager: EntityManager, formId: string): Promise<number> {
    const [{ last_version }] = (await manager.query(
      `INSERT INTO "form_definition_counters" ("form_id", "last_version") VALUES ($1, 1)
       ON CONFLICT ("form_id") DO UPDATE SET "last_version" = "form_definition_counters"."last_version" + 1
       RETURNING "last_version"`,
      [formId],
    )) as Array<{ last_version: number }>;
    return Number(last_version);
  }

  /** The record as it is now, read inside the transaction (whose form lock keeps it so). */
  private async current(manager: EntityManager, id: string): Promise<FormDefinitionVersion> {
    const row = await manager.findOne(FormDefinitionVersion, { where: { id }, select: this.allColumns() });
    if (!row) throw new NotFoundException('Form definition not found');
    return row;
  }

  /**
   * The record inside the transaction, refused (409) when someone changed it since it was read and checked: what
   * is published must be the files the checks passed.
   */
  private async stillAsRead(manager: EntityManager, read: FormDefinitionVersion): Promise<FormDefinitionVersion> {
    const current = await this.current(manager, read.id);
    if (current.updated_at.getTime() !== read.updated_at.getTime() || current.status !== read.status) {
      throw new ConflictException(`Version ${read.version} was changed by someone else a moment ago. Reload it and try again.`);
    }
    return current;
  }

  private assertDraft(row: FormDefinitionVersion, message = 'Only a draft can be changed'): void {
    if (row.status !== 'draft') throw new ConflictException(`${message}: version ${row.version} is ${row.status}. Open a new draft from it.`);
  }

  private audit(manager: EntityManager, actor: PublicUser, action: AuditEntry['action'], id: string, changes: Record<string, unknown>) {
    return this.auditLogs.record(manager, actor, { action, resource: 'form-definitions', record_id: id, changes });
  }

  private allColumns() {
    return Object.fromEntries(this.dataSource.getMetadata(FormDefinitionVersion).columns.map((column) => [column.propertyName, true])) as Record<
      keyof FormDefinitionVersion,
      true
    >;
  }

  private async find(id: string): Promise<FormDefinitionVersion> {
    const row = isUuid(id) ? await this.dataSource.manager.findOne(FormDefinitionVersion, { where: { id }, select: this.allColumns() }) : null;
    if (!row) throw new NotFoundException('Form definition not found');
    return row;
  }
}
