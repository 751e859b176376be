import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { FormCreate, FormCreated, FormListQuery, FormSummary } from './form-catalogue.schemas.js';
import { FormCatalogueService } from './form-catalogue.service.js';

@ApiTags('admin: form definitions')
@ApiBearerAuth()
@Controller('admin/forms')
export class AdminFormsController {
  constructor(private readonly catalogue: FormCatalogueService) {}

  @Get()
  // Staff read the catalogue too: they read each form's submissions.
  @Roles('admin', 'editor', 'staff')
  @ApiOperation({ summary: 'The forms: id (also the public address), title, kind, the published version and who made it' })
  @Returns([FormSummary])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(@RequestListQuery(FormListQuery) listQuery: ListQueryOf<typeof FormListQuery>, @Res({ passthrough: true }) response: Response) {
    const { rows, total } = await this.catalogue.list(listQuery);
    setContentRange(response, 'forms', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Roles('admin', 'editor', 'staff')
  @ApiOperation({ summary: 'One form of the catalogue' })
  @Returns(FormSummary)
  @Fails({ 404: 'No such form' })
  show(@Param('id') id: string) {
    return this.catalogue.findOne(id);
  }

  @Post()
  @Roles('admin', 'editor')
  @ApiOperation({
    summary:
      "A new generic form with its first draft (version 1): empty, or a copy of another form's published version; its versions, publishing and submissions are its own",
  })
  @Returns(FormCreated, { status: 201 })
  @Fails({
    400: 'An invalid id (lower-case words joined by dashes) or title',
    404: 'copy_of names no form',
    409: 'The id is taken, or the form to copy has no published version',
  })
  create(@RequestBody(FormCreate) body: RequestOf<typeof FormCreate>, @CurrentStaff() actor: PublicUser) {
    return this.catalogue.create(body, actor);
  }
}
