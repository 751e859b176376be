import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { indiaEvisa, type FormDefinition } from '@evisa/forms';
import type { DataSource, EntityManager } from 'typeorm';
import { FormDefinitionVersion } from './form-definition.entity.js';
import { FormVersion } from './formVersion.js';

/** The form every applicant fills in (README "Form definitions"); the table holds its versions. */
export const FORM_ID = indiaEvisa.id;

// Compiled validators kept in memory: the published version and the few older ones applications still pin.
const CACHED_VERSIONS = 16;

/** The published version of the form: what new applications start on and GET /api/forms/{id} serves. */
export interface PublishedVersion {
  version: number;
  hash: string;
}

/**
 * Every version of the form that was ever published, compiled on first use and cached (a published version never
 * changes). Which version is published is read from the database each time, so a version one replica publishes is
 * what every replica serves from the next request on.
 */
@Injectable()
export class FormsService {
  private readonly compiled = new Map<number, Promise<FormVersion>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The published version's number and content hash (one indexed row); null only before start-up stored one. */
  async publishedVersion(manager: EntityManager = this.dataSource.manager): Promise<PublishedVersion | null> {
    const row = await manager.findOne(FormDefinitionVersion, { select: { version: true, hash: true }, where: { form_id: FORM_ID, status: 'published' } });
    return row ? { version: row.version, hash: row.hash! } : null;
  }

  /** The published version, compiled: new applications start on it. */
  async published(manager?: EntityManager): Promise<FormVersion> {
    const published = await this.publishedVersion(manager);
    if (!published) throw new NotFoundException('No form definition is published.');
    return this.version(published.version, manager);
  }

  /** A version that was ever published (published or archived), compiled; 404 for a draft or an unknown number. */
  version(version: number, manager?: EntityManager): Promise<FormVersion> {
    const cached = this.compiled.get(version);
    if (cached) {
      // Most recently used last: the oldest entry is the one evicted.
      this.compiled.delete(version);
      this.compiled.set(version, cached);
      return cached;
    }
    const loading = this.servedDefinition(version, manager).then((definition) => new FormVersion(definition));
    this.compiled.set(version, loading);
    loading.catch(() => this.compiled.delete(version));
    if (this.compiled.size > CACHED_VERSIONS) this.compiled.delete(this.compiled.keys().next().value!);
    return loading;
  }

  /** The served definition of a version that was ever published; 404 otherwise. */
  async servedDefinition(version: number, manager: EntityManager = this.dataSource.manager): Promise<FormDefinition> {
    const row = Number.isSafeInteger(version)
      ? await manager
          .createQueryBuilder(FormDefinitionVersion, 'row')
          .select(['row.id', 'row.definition'])
          .where('row.form_id = :form AND row.version = :version AND row.status <> :draft', { form: FORM_ID, version, draft: 'draft' })
          .getOne()
      : null;
    if (!row?.definition) throw new NotFoundException('Form version not found');
    return row.definition;
  }

  /** A step's validator module of a version that was ever published; null when there is no such version or step. */
  async validatorOfVersion(version: number, stepId: string): Promise<string | null> {
    if (!Number.isSafeInteger(version)) return null;
    const rows: Array<{ code: string | null }> = await this.dataSource.query(
      `SELECT "validators"->>$3 AS code FROM "form_definitions" WHERE "form_id" = $1 AND "version" = $2 AND "status" <> 'draft'`,
      [FORM_ID, version, stepId],
    );
    return rows[0]?.code ?? null;
  }

  /** A step's validator module of any stored build (drafts included) by content hash; null when none. */
  async validatorOfBuild(hash: string, stepId: string): Promise<string | null> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    const rows: Array<{ code: string | null }> = await this.dataSource.query(
      `SELECT "validators"->>$3 AS code FROM "form_definitions" WHERE "form_id" = $1 AND "hash" = $2 AND "validators" IS NOT NULL LIMIT 1`,
      [FORM_ID, hash, stepId],
    );
    return rows[0]?.code ?? null;
  }
}
