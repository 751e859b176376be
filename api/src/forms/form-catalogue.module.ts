import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FormDefinitionsModule } from '../form-definitions/form-definitions.module.js';
import { AdminFormsController } from './admin-forms.controller.js';
import { FormRecord } from './form.entity.js';
import { FormCatalogueRepository } from './form-catalogue.repository.js';
import { FormCatalogueService } from './form-catalogue.service.js';

/** The catalogue of forms (which forms there are, of which kind, where the site serves each) and a new form's making. */
@Module({
  imports: [FormDefinitionsModule, TypeOrmModule.forFeature([FormRecord])],
  controllers: [AdminFormsController],
  providers: [FormCatalogueRepository, FormCatalogueService],
  exports: [FormCatalogueService],
})
export class FormCatalogueModule {}
