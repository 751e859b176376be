import { Controller, Delete, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { ReplyTemplateListQuery, ReplyTemplateRecord, ReplyTemplateWrite } from './reply-templates.schemas.js';
import { ReplyTemplatesService } from './reply-templates.service.js';

// Staff who answer enquiries and ask for corrections keep their saved replies themselves.
@ApiTags('admin: reply templates')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/reply-templates')
export class ReplyTemplatesController {
  constructor(private readonly templates: ReplyTemplatesService) {}

  @Get()
  @ApiOperation({ summary: 'Saved replies for enquiries and correction requests (ra-data-simple-rest list)' })
  @Returns([ReplyTemplateRecord])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(
    @RequestListQuery(ReplyTemplateListQuery) listQuery: ListQueryOf<typeof ReplyTemplateListQuery>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { rows, total } = await this.templates.list(listQuery);
    setContentRange(response, 'reply-templates', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One saved reply' })
  @Returns(ReplyTemplateRecord)
  @Fails({ 404: 'Saved reply not found' })
  show(@Param('id') id: string) {
    return this.templates.findOne(id);
  }

  @Post()
  @ApiOperation({ summary: 'Save a reply: title, text and what it is for (use)' })
  @Returns(ReplyTemplateRecord, { status: 201 })
  @Fails({ 400: 'No title or text, one too long, an unknown use, or a field a saved reply does not have' })
  create(@RequestBody(ReplyTemplateWrite) body: RequestOf<typeof ReplyTemplateWrite>, @CurrentStaff() actor: PublicUser) {
    return this.templates.create(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a saved reply's title, text or use" })
  @Returns(ReplyTemplateRecord)
  @Fails({ 400: 'An empty or overlong title or text, an unknown use, or a change to a read-only field', 404: 'Saved reply not found' })
  update(@Param('id') id: string, @RequestBody(ReplyTemplateWrite) body: RequestOf<typeof ReplyTemplateWrite>, @CurrentStaff() actor: PublicUser) {
    return this.templates.update(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a saved reply' })
  @Returns(ReplyTemplateRecord, { description: 'The saved reply as it was' })
  @Fails({ 404: 'Saved reply not found' })
  remove(@Param('id') id: string, @CurrentStaff() actor: PublicUser) {
    return this.templates.remove(id, actor);
  }
}
