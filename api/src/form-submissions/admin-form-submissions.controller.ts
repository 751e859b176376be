import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { Fails, Returns } from '../contract/contract.js';
import { FormSubmissionListQuery, FormSubmissionRecord } from './form-submissions.schemas.js';
import { FormSubmissionsService } from './form-submissions.service.js';

@ApiTags('admin: form submissions')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/form-submissions')
export class AdminFormSubmissionsController {
  constructor(private readonly submissions: FormSubmissionsService) {}

  @Get()
  @ApiOperation({ summary: "The answers sent through generic forms, newest first (ra-data-simple-rest list); filter form_id for one form's" })
  @Returns([FormSubmissionRecord])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(
    @RequestListQuery(FormSubmissionListQuery) listQuery: ListQueryOf<typeof FormSubmissionListQuery>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { rows, total } = await this.submissions.list(listQuery);
    setContentRange(response, 'form-submissions', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One submission with its answers and the version that checked them' })
  @Returns(FormSubmissionRecord)
  @Fails({ 404: 'Submission not found' })
  show(@Param('id') id: string) {
    return this.submissions.findOne(id);
  }
}
