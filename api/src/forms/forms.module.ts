import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogsModule } from '../audit-logs/audit-logs.module.js';
import { AdminFormDefinitionsController } from './admin-form-definitions.controller.js';
import { AdminFormsController } from './admin-forms.controller.js';
import { DefinitionBuilds } from './definition-builds.js';
import { FormRecord } from './form.entity.js';
import { FormCatalogueService } from './form-catalogue.service.js';
import { FormDefinitionVersion } from './form-definition.entity.js';
import { FormDefinitionsRepository } from './form-definitions.repository.js';
import { FormDefinitionsService } from './form-definitions.service.js';
import { FormsController } from './forms.controller.js';
import { FormsService } from './forms.service.js';
import { ShippedDefinitionsService } from './shipped-definitions.service.js';

/** Every feature that reads or writes answers reads the form's versions here; each imports this module. */
@Module({
  imports: [AuditLogsModule, TypeOrmModule.forFeature([FormDefinitionVersion, FormRecord])],
  controllers: [FormsController, AdminFormDefinitionsController, AdminFormsController],
  providers: [FormsService, FormDefinitionsRepository, FormDefinitionsService, ShippedDefinitionsService, FormCatalogueService, DefinitionBuilds],
  exports: [FormsService, FormCatalogueService],
})
export class FormsModule {}
