import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FilesJson, FormDefinition, FormKind, StoredBuild } from '@evisa/forms';
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

/** The large columns of a version as stored: its files, and what they build to (nulls while they do not build). */
export interface LargeText {
  files: FilesJson;
  build: StoredBuild | null;
}

// storedBuild() begins a definition's text with its version: a copy is numbered by rewriting that key alone.
const NUMBERED = `'^\\{"version":-?[0-9]+,'`;

/**
 * The SQL of form definitions beyond TypeORM's entity calls: the reads of served versions (their definition, files
 * and validators), the form's lock, its version counter and the kind of its form. `manager`:
 * the caller's transaction.
 */
@Injectable()
export class FormDefinitionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The files of a version (any status). */
  async filesOf(formId: string, version: number, manager: EntityManager = this.dataSource.manager): Promise<Record<string, unknown> | undefined> {
    const rows: Array<{ files: Record<string, unknown> }> = await manager.query(
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
   * A new version of `values.form_id` under the form's next number, with its files and what they build to, or with
   * those of version `copyOf` (the database copies them: megabytes never read here); the caller holds the form's lock.
   * Its id and number, and whether it has a build.
   */
  async insertVersion(
    manager: EntityManager,
    values: Omit<Parameters<typeof versionColumns>[0], 'version' | 'files' | 'definition' | 'validators' | 'hash'> & { form_id: string },
    large: LargeText | { copyOf: string },
  ): Promise<{ id: string; version: number; built: boolean }> {
    const version = await this.nextVersion(manager, values.form_id);
    const columns = Object.entries({ ...values, version });
    const parameters: unknown[] = [];
    const parameter = (value: unknown) => `$${parameters.push(value)}`;
    // The database's clock where a value says so (published_at: () => 'now()'); every other value a parameter.
    const placeholders = columns.map(([, value]) => (typeof value === 'function' ? String((value as () => string)()) : parameter(value)));
    // The large columns (a text stored before builds began with the version gives no build: its files are built again).
    const source =
      'copyOf' in large
        ? `SELECT "files", "definition"::text AS "definition", "validators", "hash" FROM "form_definitions" WHERE "id" = ${parameter(large.copyOf)}`
        : `SELECT ${parameter(large.files)}::json AS "files", ${parameter(large.build?.definition ?? null)}::text AS "definition",
                  ${parameter(large.build?.validators ?? null)}::jsonb AS "validators", ${parameter(large.build?.hash ?? null)}::varchar AS "hash"`;
    const [row] = (await manager.query(
      `INSERT INTO "form_definitions" (${columns.map(([name]) => `"${name}"`).join(', ')}, "files", "definition", "validators", "hash")
       SELECT ${placeholders.join(', ')}, "files",
              CASE WHEN "numbered" THEN regexp_replace("definition", ${NUMBERED}, '{"version":' || ${parameter(version)}::text || ',')::json END,
              CASE WHEN "numbered" THEN "validators" END, CASE WHEN "numbered" THEN "hash" END
       FROM (SELECT *, "definition" ~ ${NUMBERED} AS "numbered" FROM (${source}) AS "large") AS "build"
       RETURNING "id", "hash" IS NOT NULL AS "built"`,
      parameters,
    )) as Array<{ id: string; built: boolean }>;
    return { id: row!.id, version, built: row!.built };
  }

  /** A version's files and what they build to (built under its own number), written over its own. */
  async writeLarge(manager: EntityManager, id: string, { files, build }: LargeText): Promise<void> {
    await manager.query(`UPDATE "form_definitions" SET "files" = $2, "definition" = $3, "validators" = $4, "hash" = $5 WHERE "id" = $1`, [
      id,
      files,
      build?.definition ?? null,
      build?.validators ?? null,
      build?.hash ?? null,
    ]);
  }

  /** What a version's files build to (under its own number), written over its build. */
  async writeBuild(manager: EntityManager, id: string, build: StoredBuild): Promise<void> {
    await manager.query(`UPDATE "form_definitions" SET "definition" = $2, "validators" = $3, "hash" = $4 WHERE "id" = $1`, [
      id,
      build.definition,
      build.validators,
      build.hash,
    ]);
  }

  /** Whether a version's build can be copied to a new version by the database (storedBuild's text, numbered by its first key). */
  async hasCopyableBuild(id: string): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `SELECT "hash" IS NOT NULL AND "definition"::text ~ ${NUMBERED} AS "copyable" FROM "form_definitions" WHERE "id" = $1`,
      [id],
    )) as Array<{ copyable: boolean | null }>;
    return row?.copyable === true;
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
