import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { numberedDefinition, type FilesJson, type FormDefinition, type FormKind, type StoredBuild } from '@evisa/forms';
import type { DataSource, EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { FormDefinitionVersion } from './form-definition.entity.js';

/**
 * Column values for an insert or update. TypeORM's partial type cannot follow JSON columns of unknown values (files,
 * definition); the keys are the entity's own, and `published_at` may be the database clock.
 */
export function versionColumns(
  values: Omit<Partial<FormDefinitionVersion>, 'published_at'> & { published_at?: () => string },
): QueryDeepPartialEntity<FormDefinitionVersion> {
  return values as QueryDeepPartialEntity<FormDefinitionVersion>;
}

/** A version's large columns (megabytes for a long list), read and written as JSON text: never parsed on this thread. */
export const LARGE_COLUMNS = ['files', 'definition', 'validators'] as const;
export type LargeColumn = (typeof LARGE_COLUMNS)[number];

/** The large columns of a version as stored: its files, and what they build to under its number (nulls while they do not build). */
export interface LargeText {
  files: FilesJson;
  build: StoredBuild | null;
}

/** A build's columns under a version number (nulls for files that do not build). */
function builtColumns(build: StoredBuild | null, version: number): Record<'definition' | 'validators' | 'hash', string | null> {
  if (!build) return { definition: null, validators: null, hash: null };
  return { definition: numberedDefinition(build.definition, version), validators: build.validators, hash: build.hash };
}

/**
 * The SQL of form definitions beyond TypeORM's entity calls: the reads of served versions (their definition, files
 * and validators), the form's lock, its version counter and the kind of its form. `manager`:
 * the caller's transaction.
 */
@Injectable()
export class FormDefinitionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The files of a version (any status). */
  async filesOf(formId: string, version: number): Promise<Record<string, unknown> | undefined> {
    const rows: Array<{ files: Record<string, unknown> }> = await this.dataSource.query(
      `SELECT "files" FROM "form_definitions" WHERE "form_id" = $1 AND "version" = $2 LIMIT 1`,
      [formId, version],
    );
    return rows[0]?.files;
  }

  /** The files and definition of a version that was ever published. */
  async everPublished(formId: string, version: number): Promise<{ files: Record<string, unknown>; definition: FormDefinition | null } | undefined> {
    const rows: Array<{ files: Record<string, unknown>; definition: FormDefinition | null }> = await this.dataSource.query(
      `SELECT "files", "definition" FROM "form_definitions" WHERE "form_id" = $1 AND "version" = $2 AND "status" <> 'draft' LIMIT 1`,
      [formId, version],
    );
    return rows[0];
  }

  /** The published version's number and content hash (one indexed row). Plain SQL: every create-application asks. */
  async published(manager: EntityManager, formId: string): Promise<{ version: number; hash: string } | undefined> {
    const [row] = (await manager.query(`SELECT "version", "hash" FROM "form_definitions" WHERE "form_id" = $1 AND "status" = 'published'`, [
      formId,
    ])) as Array<{
      version: number;
      hash: string;
    }>;
    return row;
  }

  /** The built definitions of a form's drafts. */
  async draftDefinitions(formId: string): Promise<FormDefinition[]> {
    const drafts = (await this.dataSource.manager.query(
      `SELECT "definition" FROM "form_definitions" WHERE "form_id" = $1 AND "status" = 'draft' AND "definition" IS NOT NULL`,
      [formId],
    )) as Array<{ definition: FormDefinition }>;
    return drafts.map(({ definition }) => definition);
  }

  /** The API's answer serving a version ever published, composed from the stored JSON's text (never parsed here). */
  async servedBody(formId: string, version: number): Promise<string | undefined> {
    const rows: Array<{ body: string }> = await this.dataSource.query(
      `SELECT '{"success":true,"status":true,"data":' || "definition"::text || '}' AS body
             FROM "form_definitions" WHERE "form_id" = $1 AND "version" = $2 AND "status" <> 'draft' AND "definition" IS NOT NULL`,
      [formId, version],
    );
    return rows[0]?.body;
  }

  /** A step's compiled validator of the version `where` ($2 = `key`) picks. */
  async validator(formId: string, where: string, key: string | number, stepId: string): Promise<string | null | undefined> {
    const rows: Array<{ code: string | null }> = await this.dataSource.query(
      `SELECT "validators"->>$3 AS code FROM "form_definitions" WHERE "form_id" = $1 AND ${where} LIMIT 1`,
      [formId, key, stepId],
    );
    return rows[0]?.code;
  }

  /** The published version of each of these forms. */
  publishedVersions(formIds: string[]): Promise<Array<{ form_id: string; version: number }>> {
    return this.dataSource.query(`SELECT "form_id", "version" FROM "form_definitions" WHERE "status" = 'published' AND "form_id" = ANY($1)`, [
      formIds,
    ]);
  }

  /** Serialises the writes that number or publish versions of one form, across connections and replicas. */
  async lockForm(manager: EntityManager, formId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('form_definitions:' || $1))`, [formId]);
  }

  /** Some of a version's large columns as their JSON text (null for a build's while its files do not build). */
  async largeText<C extends LargeColumn>(id: string, columns: readonly C[]): Promise<Record<C, string | null>> {
    const [row] = (await this.dataSource.query(
      `SELECT ${columns.map((column) => `"${column}"::text AS "${column}"`).join(', ')} FROM "form_definitions" WHERE "id" = $1`,
      [id],
    )) as Array<Record<C, string | null>>;
    return row!;
  }

  /**
   * A new version of `values.form_id` under the form's next number, with its files and what they build to; the
   * caller holds the form's lock. Its id, number and served definition (JSON text).
   */
  async insertVersion(
    manager: EntityManager,
    values: Omit<Parameters<typeof versionColumns>[0], 'version' | 'files' | 'definition' | 'validators' | 'hash'> & { form_id: string },
    { files, build }: LargeText,
  ): Promise<{ id: string; version: number; definition: string | null }> {
    const version = await this.nextVersion(manager, values.form_id);
    const built = builtColumns(build, version);
    const columns = Object.entries({ ...values, version, files, ...built });
    const parameters: unknown[] = [];
    // The database's clock where a value says so (published_at: () => 'now()'); every other value a parameter.
    const placeholders = columns.map(([, value]) => (typeof value === 'function' ? String((value as () => string)()) : `$${parameters.push(value)}`));
    const [{ id }] = (await manager.query(
      `INSERT INTO "form_definitions" (${columns.map(([name]) => `"${name}"`).join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING "id"`,
      parameters,
    )) as Array<{ id: string }>;
    return { id, version, definition: built.definition };
  }

  /** A version's files and what they build to under `version`, written over its own; its served definition (JSON text). */
  async writeLarge(manager: EntityManager, id: string, version: number, { files, build }: LargeText): Promise<string | null> {
    const built = builtColumns(build, version);
    await manager.query(`UPDATE "form_definitions" SET "files" = $2, "definition" = $3, "validators" = $4, "hash" = $5 WHERE "id" = $1`, [
      id,
      files,
      built.definition,
      built.validators,
      built.hash,
    ]);
    return built.definition;
  }

  /** What a version's build becomes under `version` (a publish of a version built before under its own number). */
  async writeBuild(manager: EntityManager, id: string, version: number, build: StoredBuild): Promise<string> {
    const built = builtColumns(build, version);
    await manager.query(`UPDATE "form_definitions" SET "definition" = $2, "validators" = $3, "hash" = $4 WHERE "id" = $1`, [
      id,
      built.definition,
      built.validators,
      built.hash,
    ]);
    return built.definition!;
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

  /** The kind of a version's form (its checks depend on it): every version's form is in the catalogue (a foreign key). */
  async formKind(formId: string): Promise<FormKind> {
    const [row] = (await this.dataSource.query(`SELECT "kind" FROM "forms" WHERE "id" = $1`, [formId])) as Array<{ kind: FormKind }>;
    return row!.kind;
  }
}
