import { Module } from '@nestjs/common';
import { FormDefinitionsModule } from '../form-definitions/form-definitions.module.js';
import { FormsController } from './forms.controller.js';
import { FormsService } from './forms.service.js';

/**
 * Each form's published versions as the site reads them and the API checks answers by them: every feature that reads
 * or writes answers imports this module.
 */
@Module({
  imports: [FormDefinitionsModule],
  controllers: [FormsController],
  providers: [FormsService],
  exports: [FormsService],
})
export class FormsModule {}
