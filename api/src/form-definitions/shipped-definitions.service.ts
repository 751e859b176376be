import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { contactFormFiles, contentHash, indiaEvisaFiles } from '@evisa/forms';
import type { DataSource, EntityManager } from 'typeorm';
import { DefinitionBuilds } from './definition-builds.js';
import { FormDefinitionVersion } from './form-definition.entity.js';
import { FormDefinitionsRepository } from './form-definitions.repository.js';

/**
 * At start-up, the forms shipped with the product (the application and the contact form, in forms/) stored as
 * versions by the start-up rule below; editors' work on versions is FormDefinitionsService's.
 */
@Injectable()
export class ShippedDefinitionsService implements OnModuleInit {
  private readonly logger = new Logger('FormDefinitions');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: FormDefinitionsRepository,
    private readonly builds: DefinitionBuilds,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const files of [indiaEvisaFiles, contactFormFiles]) {
      const outcome = await this.storeShipped(files);
      if (outcome.stored) this.logger.log(`Shipped definition stored as version ${outcome.version} (${outcome.status})`);
    }
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
    const json = JSON.stringify(files);
    const build = await this.builds.build(json);
    return this.dataSource.transaction(async (manager) => {
      await this.repository.lockForm(manager, formId);
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
      if (publish && published) await manager.update(FormDefinitionVersion, { id: published.id }, { status: 'archived' });
      const { version } = await this.repository.insertVersion(
        manager,
        {
          form_id: formId,
          status: publish ? 'published' : 'draft',
          note: 'Shipped with the application',
          shipped: true,
          ...(publish ? { published_at: () => 'now()' } : {}),
        },
        { files: json, build },
      );
      return { stored: true, version, status: publish ? 'published' : 'draft' };
    });
  }
}
