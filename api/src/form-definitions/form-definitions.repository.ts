import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BuiltVersion, FormDefinition, FormKind } from '@evisa/forms';
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

/** A build's columns under a version number (nulls for files that do not build). */
export function builtColumns(build: BuiltVersion | null, version: number): Pick<FormDefinitionVersion, 'definition' | 'validators' | 'hash'> {
  if (!build) return { definition: null, validators: null, hash: null };
  return { definition: { ...build.definition, version }, validators: build.validators, hash: build.hash };
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

  /**
   * A new version of `values.form_id` under the form's next number, with what `build` makes of its files (nulls for
   * files that do not build); the caller holds the form's lock. Its id, number and served definition.
   */
  async insertVersion(
    manager: EntityManager,
    values: Omit<Parameters<typeof versionColumns>[0], 'version' | 'definition' | 'validators' | 'hash'> & { form_id: string },
    build: BuiltVersion | null,
  ): Promise<{ id: string; version: number; definition: FormDefinition | null }> {
    const version = await this.nextVersion(manager, values.form_id);
    const built = builtColumns(build, version);
    const inserted = await manager.insert(FormDefinitionVersion, versionColumns({ ...values, version, ...built }));
    return { id: String(inserted.identifiers[0]!.id), version, definition: built.definition };
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
