import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FormsService } from './forms.service.js';

@ApiTags('forms')
@Controller('forms')
export class FormsController {
  constructor(private readonly forms: FormsService) {}

  @Get(':formId')
  @ApiOperation({ summary: 'The published form definition: steps in order with their JSON Schema and uiSchema, the value lists, the Preview layout and the fee schedule' })
  @ApiOkResponse({ description: '{ success, status, data: { id, title, version, steps, lists, preview, fees } }' })
  definition(@Param('formId') formId: string) {
    if (formId !== this.forms.definition.id) throw new NotFoundException('Form not found');
    return { success: true, status: true, data: this.forms.definition };
  }
}
