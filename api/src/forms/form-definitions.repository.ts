import { Injectable } from '@nestjs/common';
import type { BuiltVersion } from '@evisa/forms';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import type { FormDefinitionVersion } from './form-definition.entity.js';

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
 * The SQL of form definitions beyond TypeORM's entity calls: the form's lock, its version counter and the catalogue
 * row a new form starts with. Each runs in the caller's transaction.
 */
@Injectable()
export class FormDefinitionsRepository {
  /** Serialises the writes that number or publish versions of one form, across connections and replicas. */
  async lockForm(manager: EntityManager, formId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('form_definitions:' || $1))`, [formId]);
  }

  /** The next version number of a form: never one given before, not even to a draft since deleted. */
  async nextVersion(manager: EntityManager, formId: string): Promise<number> {
    const [{ last_version }] = (await manager.query(
      `INSERT INTO "form_definition_counters" ("form_id", "last_version") VALUES ($1, 1)
       ON CONFLICT ("form_id") DO UPDATE SET "last_version" = "form_definition_counters"."last_version" + 1
       RETURNING "last_version"`,
      [formId],
    )) as Array<{ last_version: number }>;
    return Number(last_version);
  }

  /**
   * The catalogue's row of a new generic form; false when the id is taken. The primary key decides between two
   * editors taking one id at once: the second inserts nothing.
   */
  async insertForm(manager: EntityManager, id: string, title: string, createdBy: string): Promise<boolean> {
    const created = (await manager.query(
      `INSERT INTO "forms" ("id", "title", "kind", "created_by") VALUES ($1, $2, 'generic', $3) ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
      [id, title, createdBy],
    )) as unknown[];
    return created.length > 0;
  }
}
