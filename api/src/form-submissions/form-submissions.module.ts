import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnquiriesModule } from '../enquiries/enquiries.module.js';
import { FormCatalogueModule } from '../forms/form-catalogue.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { AdminFormSubmissionsController } from './admin-form-submissions.controller.js';
import { FormSubmission } from './form-submission.entity.js';
import { FormSubmissionsController } from './form-submissions.controller.js';
import { FormSubmissionsService } from './form-submissions.service.js';

/** The answers sent through forms other than the application (README "More than one form"). */
@Module({
  imports: [FormsModule, FormCatalogueModule, EnquiriesModule, TypeOrmModule.forFeature([FormSubmission])],
  controllers: [FormSubmissionsController, AdminFormSubmissionsController],
  providers: [FormSubmissionsService],
})
export class FormSubmissionsModule {}
