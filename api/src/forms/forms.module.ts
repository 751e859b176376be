import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminFormDefinitionsController } from './admin-form-definitions.controller.js';
import { FormDefinitionVersion } from './form-definition.entity.js';
import { FormDefinitionsService } from './form-definitions.service.js';
import { FormsController } from './forms.controller.js';
import { FormsService } from './forms.service.js';

/** Global: every feature that reads or writes answers reads the form's versions here. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([FormDefinitionVersion])],
  controllers: [FormsController, AdminFormDefinitionsController],
  providers: [FormsService, FormDefinitionsService],
  exports: [FormsService],
})
export class FormsModule {}
