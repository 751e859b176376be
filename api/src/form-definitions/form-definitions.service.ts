import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  copiedFormFiles,
  emptyFormFiles,
  DefinitionWorkError,
  indiaEvisa,
  type CheckResult,
  type DraftSave,
  type DraftSaveRefusal,
  type FilesJson,
  type StoredBuild,
} from '@evisa/forms';
import { IsNull, MoreThan, Not, type DataSource, type EntityManager } from 'typeorm';
import { AuditLogsService, type AuditEntry } from '../audit-logs/audit-logs.service.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUuid } from '../common/is-uuid.js';
import type { JsonText } from '../common/json-text.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { refusedBody, type ReplyOf, type RequestOf } from '../contract/contract.js';
import { apiFailure } from '../i18n/api-messages.js';
import type { PublicUser } from '../users/public-user.js';
import { FeesService } from '../fees/fees.service.js';
import { DefinitionBuilds } from './definition-builds.js';
import { FormDefinitionVersion } from './form-definition.entity.js';
import { FormDefinitionsRepository, LARGE_COLUMNS, versionColumns, type LargeColumn, type LargeText } from './form-definitions.repository.js';
import type * as Bodies from './form-definitions.schemas.js';
import { FormDefinitionWrite, type FormDefinitionListQuery } from './form-definitions.schemas.js';

/** A version as the console lists it (form-definitions.schemas.ts). */
type DefinitionListRecord = ReplyOf<typeof Bodies.FormDefinitionSummary>;

/** A version as the console opens it: its files, and what they build to (null while they do not). */
type DefinitionRecord = ReplyOf<typeof Bodies.FormDefinitionRecord>;

/**
 * A version as the console opens it, as JSON text: its files and definition (megabytes for a long list) are passed on
 * as the database keeps them, never parsed and serialised again on the thread that serves applicants. With its
 * revision, which a draft save names.
 */
export interface DefinitionRecordJson {
  revision: number;
  json: string;
}

function toListRecord(row: FormDefinitionVersion): DefinitionListRecord {
  const { id, form_id, version, status, note, shipped, created_by, created_at, updated_at, published_at } = row;
  return { id, form_id, version, status, note, shipped, created_by, created_at, updated_at, published_at };
}

function toRecordJson(
  row: FormDefinitionVersion,
  large: { files: FilesJson; definition: string | null },
  publishedSince: FormDefinitionVersion[],
): DefinitionRecordJson {
  const small: Omit<DefinitionRecord, 'files' | 'definition'> = {
    ...toListRecord(row),
    hash: row.hash,
    published_by: row.published_by,
    revision: row.revision,
    updated_by: row.updated_by,
    base_version: row.base_version,
    published_since: publishedSince.map(({ version, published_at, published_by }) => ({
      version,
      published_at: published_at!.toISOString(),
      published_by,
    })),
  };
  return { revision: row.revision, json: `${JSON.stringify(small).slice(0, -1)},"files":${large.files},"definition":${large.definition ?? 'null'}}` };
}

/** A new form's first draft, prepared outside the transaction that stores it. */
interface FirstDraft {
  formId: string;
  title: string;
  copyOf: string | undefined;
  files: FilesJson;
  build: StoredBuild | null;
}

/** The revision an If-Match header names (`"3"`, `W/"3"` or `3`); undefined when there is none or it is `*`. */
function revisionOf(ifMatch: string | undefined, body: number | undefined): number | undefined {
  const tag = ifMatch?.trim();
  if (!tag || tag === '*') return body;
  const revision = Number(/^(?:W\/)?"?(\d+)"?$/.exec(tag)?.[1]);
  if (!Number.isSafeInteger(revision)) throw revisionRequired();
  return revision;
}

const revisionRequired = () =>
  new HttpException(
    {
      success: false,
      status: false,
      statusCode: HttpStatus.PRECONDITION_REQUIRED,
      message: 'Name the revision of the draft you edited (If-Match: "3", or revision in the body), so that nobody\'s save is overwritten.',
    },
    HttpStatus.PRECONDITION_REQUIRED,
  );

/** A note as stored: spaces around it dropped; none when empty (the schema checked its type and length). */
const noteOf = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** The 400 for a draft's save refused before anything was compared: what @RequestBody would have answered. */
function refusedSave(refusal: DraftSaveRefusal): HttpException {
  if (refusal.refused === 'json') return new BadRequestException(apiFailure('INVALID_JSON'));
  if (refusal.refused === 'schema') return refusedBody(FormDefinitionWrite, refusal.errors, refusal.isObject);
  return new FormValidationException(refusal.errors);
}

/**
 * Editors' versions of the form definition (README "Form definitions"): drafts, checks, publishing and roll-back,
 * each in the audit log. The definitions shipped in forms/ are stored at start-up by ShippedDefinitionsService.
 *
 * Every write that numbers or publishes a version holds the form's advisory lock for its transaction, so versions
 * are numbered without gaps or clashes and exactly one is published, across replicas. The slow part (checking and
 * building the files) runs before the transaction; the transaction then makes sure the record is still as read.
 */
@Injectable()
export class FormDefinitionsService {
  private readonly logger = new Logger('FormDefinitions');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: FormDefinitionsRepository,
    private readonly auditLogs: AuditLogsService,
    private readonly builds: DefinitionBuilds,
    // The fee table's countries, for the checks: FeesModule builds on this module, so its service is looked up when used.
    private readonly modules?: ModuleRef,
  ) {}

  /**
   * The files of a new form's first draft, and what they build to (made before the catalogue's transaction): empty,
   * or a copy of `copyOf`'s published version under the new id and title (409 when it has none).
   */
  async prepareFirstDraft(formId: string, title: string, copyOf?: string): Promise<FirstDraft> {
    let files: Record<string, unknown>;
    if (copyOf) {
      const live = await this.dataSource.manager.findOne(FormDefinitionVersion, {
        select: { id: true, files: true },
        where: { form_id: copyOf, status: 'published' },
      });
      if (!live) throw new ConflictException(`${copyOf} has no published version to copy.`);
      files = copiedFormFiles(live.files, formId, title);
    } else {
      files = emptyFormFiles(formId, title);
    }
    const json = JSON.stringify(files);
    return { formId, title, copyOf, files: json, build: await this.builds.tryBuild(json) };
  }

  /** Stores a first draft inside the transaction that adds its form to the catalogue; its id. */
  async addFirstDraft(manager: EntityManager, draft: FirstDraft, actor: PublicUser): Promise<string> {
    const { formId, title, copyOf, files, build } = draft;
    await this.repository.lockForm(manager, formId);
    const note = copyOf ? `New form, a copy of ${copyOf}` : 'New form';
    const { id, version } = await this.repository.insertVersion(
      manager,
      { form_id: formId, status: 'draft', note, created_by: actor.email },
      { files, build },
    );
    await this.audit(manager, actor, 'create', id, { form_id: formId, title, version, ...(copyOf ? { copy_of: copyOf } : {}), note });
    return id;
  }

  async list(query: ListQueryOf<typeof FormDefinitionListQuery>): Promise<{ rows: DefinitionListRecord[]; total: number }> {
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
    if (status) builder.andWhere('row.status = :status', { status });
    if (form_id) builder.andWhere('row.form_id = :form_id', { form_id });
    builder.orderBy(`row.${query.sort}`, query.order).addOrderBy('row.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: rows.map(toListRecord), total };
  }

  async findOne(id: string): Promise<DefinitionRecordJson> {
    const row = await this.find(id);
    const { files, definition } = await this.repository.largeText(id, ['files', 'definition']);
    return this.written(row, { files: files!, definition });
  }

  /** The record as JSON text, with the large columns as read or just written (the small ones are `row`'s). */
  private async written(row: FormDefinitionVersion, large: { files: FilesJson; definition: string | null }): Promise<DefinitionRecordJson> {
    return toRecordJson(row, large, await this.publishedSince(row));
  }

  /** For a draft: the versions published after the one it was made from, oldest first. */
  private async publishedSince(row: FormDefinitionVersion): Promise<FormDefinitionVersion[]> {
    if (row.status !== 'draft' || row.base_version === null) return [];
    return this.dataSource.manager.find(FormDefinitionVersion, {
      select: { version: true, published_at: true, published_by: true },
      where: { form_id: row.form_id, version: MoreThan(row.base_version), published_at: Not(IsNull()) },
      order: { version: 'ASC' },
    });
  }

  /** A new draft with the files of an existing version (the next version number). */
  async create(body: RequestOf<typeof Bodies.FormDefinitionCreate>, actor: PublicUser): Promise<DefinitionRecordJson> {
    // The application's form when none is named.
    const formId = body.form_id ?? indiaEvisa.id;
    const note = noteOf(body.note);
    // An integer beyond the column's range is no version either.
    const source = Number.isSafeInteger(body.from_version)
      ? await this.dataSource.manager.findOne(FormDefinitionVersion, {
          where: { form_id: formId, version: body.from_version },
          select: this.columns(),
        })
      : null;
    if (!source) throw new NotFoundException(`${formId} has no version ${body.from_version}.`);
    // The source's build serves the draft too, copied by the database; a source without one that can be copied (its
    // files do not build, or it was stored before builds began with their version) is built once more, before the lock.
    const large = (await this.repository.hasCopyableBuild(source.id)) ? { copyOf: source.id } : await this.rebuilt(source.id);
    const id = await this.dataSource.transaction(async (manager) => {
      await this.repository.lockForm(manager, source.form_id);
      // Still there (a draft may have been deleted since it was read).
      await this.current(manager, source.id);
      const { id, version } = await this.repository.insertVersion(
        manager,
        {
          form_id: source.form_id,
          status: 'draft',
          note: note ?? `Draft from version ${source.version}`,
          created_by: actor.email,
          base_version: source.version,
        },
        large,
      );
      await this.audit(manager, actor, 'create', id, { version, from_version: source.version, note: note ?? '' });
      return id;
    });
    return this.findOne(id);
  }

  /** A version's files, and what they build to now (null while they do not build). */
  private async rebuilt(id: string): Promise<LargeText> {
    const { files } = await this.repository.largeText(id, ['files']);
    return { files: files!, build: await this.builds.tryBuild(files!) };
  }

  /**
   * Saves a draft's files and note, when `revision` (If-Match, or the body's) is still the draft's: otherwise 409
   * with who saved it and when, and nothing changes. A draft may be broken, and is rebuilt whenever its files build.
   * The body (`body`, its JSON text) is parsed, checked, compared and built in a worker thread, before the lock:
   * refused there as @RequestBody would refuse it, and compared with the files as read, which the revision keeps.
   */
  async update(id: string, body: JsonText | undefined, actor: PublicUser, ifMatch?: string): Promise<DefinitionRecordJson> {
    const before = isUuid(id) ? await this.findRow(id) : null;
    const saving = await this.saveDraft(before, body, ifMatch);
    if (saving.refused) throw refusedSave(saving);
    // react-admin sends the whole record back: only files and note are written.
    const note = noteOf(saving.note);
    const revision = revisionOf(ifMatch, saving.revision);
    if (!before) throw new NotFoundException('Form definition not found');
    this.assertDraft(before);
    if (revision === undefined) throw revisionRequired();
    this.assertRevision(before, revision);
    const written = await this.dataSource.transaction(async (manager) => {
      await this.repository.lockForm(manager, before.form_id);
      const current = await this.current(manager, before.id);
      this.assertDraft(current);
      this.assertRevision(current, revision);
      const changes: Record<string, unknown> = {};
      if (saving.changed.length) changes.files = saving.changed;
      if (note !== undefined && note !== current.note) changes.note = { from: current.note, to: note };
      if (!Object.keys(changes).length) return null;
      await manager.update(
        FormDefinitionVersion,
        { id },
        versionColumns({ ...(note !== undefined ? { note } : {}), revision: current.revision + 1, updated_by: actor.email }),
      );
      if (!saving.changed.length) {
        await this.audit(manager, actor, 'update', id, { version: current.version, revision: current.revision + 1, ...changes });
        return null;
      }
      // Built under the draft's own number: the texts are stored and answered as they came from the worker.
      const large = { files: saving.files!, build: saving.build };
      await this.repository.writeLarge(manager, id, large);
      await this.audit(manager, actor, 'update', id, { version: current.version, revision: current.revision + 1, ...changes });
      return { files: large.files, definition: large.build?.definition ?? null };
    });
    return written ? this.written(await this.find(id), written) : this.findOne(id);
  }

  /**
   * A draft's save in a worker (DefinitionWorkers.saveDraft): which files change and what they build to; built only
   * for a draft whose revision the save names. A build out of time or memory saves the files unbuilt.
   */
  private async saveDraft(
    before: FormDefinitionVersion | null,
    body: JsonText | undefined,
    ifMatch: string | undefined,
  ): Promise<DraftSave | DraftSaveRefusal> {
    let named: number | undefined;
    try {
      named = revisionOf(ifMatch, undefined);
    } catch {
      // A malformed If-Match: refused (428) once the body is read; nothing to build.
    }
    const draft = before?.status === 'draft' ? before : null;
    const task = {
      body: body?.text,
      schema: FormDefinitionWrite.schema as object,
      before: draft && (await this.repository.largeText(draft.id, ['files'])).files,
      revision: draft?.revision ?? null,
      version: before?.version ?? 0,
      ...(named !== undefined ? { ifMatch: named } : {}),
    };
    try {
      return await this.builds.saveDraft(task);
    } catch (error) {
      if (!(error instanceof DefinitionWorkError)) throw error;
      this.logger.warn(`Version ${before?.version} saved unbuilt: ${error.message}`);
      return this.builds.saveDraft({ ...task, build: false });
    }
  }

  /** The checks before publishing, on a version's files, in a worker thread; nothing changes. */
  async check(id: string): Promise<ReplyOf<typeof Bodies.DefinitionCheckResult>> {
    const row = await this.find(id);
    const { files } = await this.repository.largeText(id, ['files']);
    const { ok, errors, languages = [] } = (await this.checkedAndBuilt(row.form_id, files!)).result;
    return { ok, errors, languages };
  }

  /**
   * The checks of the form's kind (for the application, every nationality priced in the fee table) and, when they
   * pass and `version` is given, the build under that number: one task of the workers. A check out of time or memory fails, saying so.
   */
  private async checkedAndBuilt(formId: string, files: FilesJson, version?: number): Promise<{ result: CheckResult; build: StoredBuild | null }> {
    const form = { id: formId, kind: await this.repository.formKind(formId) };
    // Only the application has fees: another form's version never reads or depends on the fee table.
    const feeCountries = form.kind === 'application' ? await this.modules?.get(FeesService, { strict: false }).countries() : undefined;
    try {
      if (version === undefined) return { result: await this.builds.check(files, { form, ...(feeCountries ? { feeCountries } : {}) }), build: null };
      return await this.builds.checkAndBuild(files, version!, feeCountries, form);
    } catch (error) {
      if (!(error instanceof DefinitionWorkError)) throw error;
      return { result: { ok: false, errors: [{ file: 'form.json', path: '', message: error.message }] }, build: null };
    }
  }

  /**
   * Publishes a draft in place, or an earlier version again as a new version (the roll-back: history only grows).
   * The previously published version is archived. Refused (422, nothing changed) when the files fail a check.
   */
  async publish(id: string, body: RequestOf<typeof Bodies.FormDefinitionPublish>, actor: PublicUser): Promise<DefinitionRecordJson> {
    const note = noteOf(body.note);
    const source = await this.find(id);
    if (source.status === 'published') throw new ConflictException(`Version ${source.version} is already published.`);
    const files = (await this.repository.largeText(id, ['files'])).files!;
    // Checked and built again from the files, before the lock, by the code running now: a stored build may date from an
    // earlier release.
    const { result, build } = await this.checkedAndBuilt(source.form_id, files, source.version);
    if (!result.ok || !build) {
      throw new UnprocessableEntityException({
        success: false,
        status: false,
        statusCode: 422,
        message: `Version ${source.version} cannot be published: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'} to fix first.`,
        errors: result.errors,
      });
    }
    const published = await this.dataSource.transaction(async (manager) => {
      await this.repository.lockForm(manager, source.form_id);
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
          versionColumns({ status: 'published', ...(note ? { note } : {}), published_by: actor.email, published_at: () => 'now()' }),
        );
        await this.repository.writeBuild(manager, current.id, build);
        await this.audit(manager, actor, 'publish', current.id, { version: current.version, archived, note: note ?? current.note });
        return { id: current.id, definition: build.definition };
      }
      const { id: newId, version } = await this.repository.insertVersion(
        manager,
        {
          form_id: current.form_id,
          status: 'published',
          note: note ?? `Roll-back to version ${current.version}`,
          created_by: actor.email,
          published_by: actor.email,
          published_at: () => 'now()',
        },
        // The files the checks passed: stillAsRead made sure they are still the version's.
        { files, build },
      );
      await this.audit(manager, actor, 'rollback', newId, { version, from_version: current.version, archived, note: note ?? '' });
      // Numbered by the database as the new version: answered as stored.
      return { id: newId };
    });
    // A draft published in place is answered with the texts it was written with.
    if (published.definition === undefined) return this.findOne(published.id);
    return this.written(await this.find(published.id), { files, definition: published.definition });
  }

  /** Deletes a draft; published and archived versions are history and stay. */
  async remove(id: string, actor: PublicUser): Promise<DefinitionRecordJson> {
    const before = await this.find(id);
    this.assertDraft(before, 'Only a draft can be deleted');
    // The answer is the record deleted, whole.
    const large = await this.repository.largeText(id, ['files', 'definition']);
    await this.dataSource.transaction(async (manager) => {
      await this.repository.lockForm(manager, before.form_id);
      const current = await this.current(manager, before.id);
      this.assertDraft(current, 'Only a draft can be deleted');
      await manager.delete(FormDefinitionVersion, { id });
      await this.audit(manager, actor, 'delete', id, { version: current.version, note: current.note });
    });
    return toRecordJson(before, { files: large.files!, definition: large.definition }, []);
  }

  /** 409 with who saved the draft and when, when `revision` is not the draft's current one. */
  private assertRevision(row: FormDefinitionVersion, revision: number): void {
    if (row.revision === revision) return;
    const by = row.updated_by ?? row.created_by ?? 'someone';
    throw new ConflictException({
      success: false,
      status: false,
      statusCode: 409,
      message: `${by} saved version ${row.version} at ${row.updated_at.toISOString()}, after the revision you edited (${revision}; now ${row.revision}). Nothing was saved: reload the draft, or compare it with yours.`,
      revision: row.revision,
      saved_by: row.updated_by ?? row.created_by,
      saved_at: row.updated_at.toISOString(),
    });
  }

  /** The record's small columns as they are now, read inside the transaction (whose form lock keeps them so). */
  private async current(manager: EntityManager, id: string): Promise<FormDefinitionVersion> {
    const row = await manager.findOne(FormDefinitionVersion, { where: { id }, select: this.columns() });
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

  /** The version's small columns: its large ones are read as text where they are needed (repository.largeText). */
  private columns() {
    return Object.fromEntries(
      this.dataSource
        .getMetadata(FormDefinitionVersion)
        .columns.filter((column) => !LARGE_COLUMNS.includes(column.propertyName as LargeColumn))
        .map((column) => [column.propertyName, true]),
    ) as Partial<Record<keyof FormDefinitionVersion, true>>;
  }

  /** A version's small columns; null when there is none with this id. */
  private findRow(id: string): Promise<FormDefinitionVersion | null> {
    return this.dataSource.manager.findOne(FormDefinitionVersion, { where: { id }, select: this.columns() });
  }

  private async find(id: string): Promise<FormDefinitionVersion> {
    const row = isUuid(id) ? await this.findRow(id) : null;
    if (!row) throw new NotFoundException('Form definition not found');
    return row;
  }
}
