import { Injectable, NotFoundException } from '@nestjs/common';
import { FormDefinitionsRepository } from '../form-definitions/form-definitions.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { catalogueOf, indiaEvisa, loadServerValidators, queryForm, type Catalogue, type FormDefinition } from '@evisa/forms';
import type { DataSource, EntityManager } from 'typeorm';
import { DefinitionBuilds } from '../form-definitions/definition-builds.js';
import { FormDefinitionVersion } from '../form-definitions/form-definition.entity.js';
import { FormVersion } from './form-version.js';
import { RecentlyUsed } from './recently-used.js';

/**
 * The form every applicant fills in (README "Form definitions"): applications, fees and payments read its versions
 * only. Other forms (the contact form, editors' generic forms) are served by id (`formId` below).
 */
export const FORM_ID = indiaEvisa.id;

// Compiled validators kept in memory: the published version and the few older ones applications still pin.
const CACHED_VERSIONS = 16;
// Served texts kept in memory (definitions about 150 kB, a step's validator up to about 200 kB): they never change.
const CACHED_TEXTS = 48;

/** A value worked out once per key, concurrent askers sharing the work; a failure is not kept. */
function once<K, V>(cache: RecentlyUsed<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
}

/** The published version of the form: what new applications start on and GET /api/forms/{id} serves. */
interface PublishedVersion {
  version: number;
  hash: string;
}

/**
 * Every version of the form that was ever published, compiled on first use and cached, and the texts served
 * from them (a published version and a build never change). Which version is published is read from the database
 * each time (or confirmed by the caller's own statement: lastPublished), so a version one replica publishes is what
 * every replica serves from the next request on.
 */
@Injectable()
export class FormsService {
  // By `${formId}:${version}`: one form's version is never another's.
  private readonly ready = new RecentlyUsed<string, FormVersion>(CACHED_VERSIONS);
  private readonly loading = new RecentlyUsed<string, Promise<FormVersion>>(CACHED_VERSIONS);
  private readonly compiling = new RecentlyUsed<string, Promise<FormVersion>>(CACHED_VERSIONS);
  private readonly texts = new RecentlyUsed<string, Promise<string>>(CACHED_TEXTS);
  private readonly lastReadPublished = new Map<string, FormVersion>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: FormDefinitionsRepository,
    private readonly builds: DefinitionBuilds,
  ) {}

  /**
   * A version made from what was read of it, its validators compiled in a worker thread (the event loop only
   * evaluates the finished code); the work shared by every request asking for the same version meanwhile. Nothing
   * here reads the database: a request waiting for this never waits for a connection another one holds.
   */
  private compiled(key: string, { definition, catalogues }: { definition: FormDefinition; catalogues: Catalogue[] }): Promise<FormVersion> {
    return once(
      this.compiling,
      key,
      async () => new FormVersion(definition, loadServerValidators(definition, await this.builds.serverValidators(definition)), catalogues),
    );
  }

  /** What a version is made from: its definition and the catalogues of the languages it offers (its field errors in the caller's language). */
  private async sourceOf(version: number, manager: EntityManager, formId: string): Promise<{ definition: FormDefinition; catalogues: Catalogue[] }> {
    const definition = await this.servedDefinition(version, manager, formId);
    const languages = definition.languages ?? [];
    const files = languages.length ? ((await this.repository.filesOf(definition.id, definition.version, manager)) ?? {}) : {};
    return { definition, catalogues: languages.map(({ code }) => catalogueOf(files, code)) };
  }

  /**
   * The catalogue of one language of a version that was ever published (`{language, texts}`; empty texts when
   * the version offers the language without a file); 404 when it does not offer it.
   */
  catalogueBody(version: number, language: string, formId = FORM_ID): Promise<string> {
    return once(this.texts, `catalogue:${formId}:${version}:${language}`, async () => {
      const row = await this.repository.everPublished(formId, version);
      if (!row?.definition?.languages?.some(({ code }) => code === language)) throw new NotFoundException('Translation not found');
      return JSON.stringify({ success: true, status: true, data: catalogueOf(row.files, language) });
    });
  }

  /** The published version's number and content hash (one indexed row); null before one is published. */
  async publishedVersion(manager: EntityManager = this.dataSource.manager, formId = FORM_ID): Promise<PublishedVersion | null> {
    // Plain SQL: every create-application asks, and TypeORM's query builder cost more CPU than the round trip.
    const row = await this.repository.published(manager, formId);
    return row ? { version: row.version, hash: row.hash } : null;
  }

  /**
   * The nationalities the drafts that build offer: an admin prices a draft's new nationality before it is published,
   * since the publish check refuses a nationality without fees.
   */
  async draftNationalities(): Promise<string[]> {
    const drafts = await this.repository.draftDefinitions(FORM_ID);
    return drafts.flatMap(
      (definition) =>
        queryForm(definition)
          .field('Nationality')
          ?.choices?.map((choice) => String(choice.value)) ?? [],
    );
  }

  /** The published version, compiled: new applications (or submissions of `formId`) are checked by it. */
  async published(manager?: EntityManager, formId = FORM_ID): Promise<FormVersion> {
    const published = await this.publishedVersion(manager, formId);
    if (!published) throw new NotFoundException('No form definition is published.');
    const form = await this.version(published.version, manager, formId);
    this.lastReadPublished.set(formId, form);
    return form;
  }

  /**
   * The published version as this process last read it (read now the first time), for a caller whose own statement
   * confirms it is still the published one (FormsService.publishedVersionSql): no read of its own on every call.
   */
  async lastPublished(formId = FORM_ID): Promise<FormVersion> {
    return this.lastReadPublished.get(formId) ?? this.published(undefined, formId);
  }

  /** SQL for the version of a form published now (null before one is), with the form id as the parameter named. */
  static publishedVersionSql(formIdParameter: string): string {
    return `(SELECT "version" FROM "form_definitions" WHERE "form_id" = ${formIdParameter} AND "status" = 'published')`;
  }

  /**
   * A version that was ever published (published or archived), compiled; 404 for a draft or an unknown number.
   * Inside a transaction pass its manager: the version is then read on the transaction's connection, never by
   * waiting for a connection (a read another request started, or the pool's next free one: every connection may be
   * held by a transaction waiting for this version, as when saves reach a process that has not read it yet).
   */
  async version(version: number, manager?: EntityManager, formId = FORM_ID): Promise<FormVersion> {
    const key = `${formId}:${version}`;
    const ready = this.ready.get(key);
    if (ready) return ready;
    const form = await (manager
      ? this.compiled(key, await this.sourceOf(version, manager, formId))
      : once(this.loading, key, async () => this.compiled(key, await this.sourceOf(version, this.dataSource.manager, formId))));
    this.ready.set(key, form);
    this.loading.delete(key);
    this.compiling.delete(key);
    return form;
  }

  /** The response body of GET /api/forms/{id}(/versions/{n}) for a version that was ever published; 404 otherwise. */
  servedBody(version: number, formId = FORM_ID): Promise<string> {
    // Composed from the stored JSON's text: a definition of megabytes is never parsed and serialised again to serve it.
    return once(this.texts, `definition:${formId}:${version}`, async () => {
      const body = Number.isSafeInteger(version) ? await this.repository.servedBody(formId, version) : undefined;
      if (!body) throw new NotFoundException('Form version not found');
      return body;
    });
  }

  /** The served definition of a version that was ever published; 404 otherwise. */
  async servedDefinition(version: number, manager: EntityManager = this.dataSource.manager, formId = FORM_ID): Promise<FormDefinition> {
    const row = Number.isSafeInteger(version)
      ? await manager
          .createQueryBuilder(FormDefinitionVersion, 'row')
          .select(['row.id', 'row.definition'])
          .where('row.form_id = :form AND row.version = :version AND row.status <> :draft', { form: formId, version, draft: 'draft' })
          .getOne()
      : null;
    if (!row?.definition) throw new NotFoundException('Form version not found');
    return row.definition;
  }

  /** A step's validator module of a version that was ever published; 404 when there is no such version or step. */
  validatorOfVersion(version: number, stepId: string, formId = FORM_ID): Promise<string> {
    return once(this.texts, `version:${formId}:${version}:${stepId}`, () =>
      this.storedValidator(formId, `"version" = $2 AND "status" <> 'draft'`, version, stepId),
    );
  }

  /** A step's validator module of any stored build (drafts included) by content hash; 404 when none. */
  validatorOfBuild(hash: string, stepId: string, formId = FORM_ID): Promise<string> {
    return once(this.texts, `build:${formId}:${hash}:${stepId}`, () =>
      this.storedValidator(formId, `"hash" = $2 AND "validators" IS NOT NULL`, hash, stepId),
    );
  }

  // Misses are not kept (the loader throws): a version may be published, and any path may be asked for, later.
  private async storedValidator(formId: string, where: string, key: string | number, stepId: string): Promise<string> {
    const code = await this.repository.validator(formId, where, key, stepId);
    if (!code) throw new NotFoundException('Validator not found');
    return code;
  }
}
