import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { AdminFormDefinitionsController } from './admin-form-definitions.controller.js';
import { DefinitionBuilds } from './definition-builds.js';
import { FormDefinitionVersion } from './form-definition.entity.js';
import { FormDefinitionsRepository } from './form-definitions.repository.js';
import { FormDefinitionsService } from './form-definitions.service.js';
import { ShippedDefinitionsService } from './shipped-definitions.service.js';

/**
 * The versions of every form (form_definitions): the shipped ones stored at start-up, the editors' drafts, checks and
 * publishing, and the workers that build them. FormsModule serves the published ones from here.
 */
@Module({
  imports: [AuditLogsModule, TypeOrmModule.forFeature([FormDefinitionVersion])],
  controllers: [AdminFormDefinitionsController],
  providers: [FormDefinitionsRepository, FormDefinitionsService, ShippedDefinitionsService, DefinitionBuilds],
  exports: [FormDefinitionsRepository, FormDefinitionsService, DefinitionBuilds],
})
export class FormDefinitionsModule {}
