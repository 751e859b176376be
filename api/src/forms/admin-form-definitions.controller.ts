import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import type { PublicUser } from '../users/public-user.js';
import { DEFINITION_SORTABLE, FormDefinitionsService } from './form-definitions.service.js';

const NOTE = { type: 'string', maxLength: 2000, example: 'Adds the question about previous visits' };

@ApiTags('admin: form definitions')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/form-definitions')
export class AdminFormDefinitionsController {
  constructor(private readonly definitions: FormDefinitionsService) {}

  @Get()
  @ApiOperation({ summary: 'The versions of the form definitions, newest first: status, note, who and when' })
  @ApiQuery({ name: 'sort', required: false, example: '["version","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, description: 'status, form_id, id (list)', example: '{"status":"draft"}' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const listQuery = parseListQuery(query, DEFINITION_SORTABLE, 'version');
    const { rows, total } = await this.definitions.list(listQuery);
    setContentRange(response, 'form-definitions', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One version with its files, and what they build to (definition and hash; null while they do not build)' })
  show(@Param('id') id: string) {
    return this.definitions.findOne(id);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: "A new draft copying an existing version's files" })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['from_version'],
      properties: { form_id: { type: 'string', example: 'india-evisa' }, from_version: { type: 'integer', example: 1 }, note: NOTE },
    },
  })
  @ApiResponse({ status: 404, description: 'No such version' })
  create(@Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.definitions.create(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: "Saves a draft's files and note (other keys of the record are ignored); a draft may be broken" })
  @ApiBody({
    schema: {
      type: 'object',
      properties: { files: { type: 'object', description: 'path -> JSON object, laid out as forms/india-evisa' }, note: NOTE },
    },
  })
  @ApiResponse({ status: 400, description: 'files is not an object of known paths -> JSON objects' })
  @ApiResponse({ status: 409, description: 'The version is not a draft' })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.definitions.update(id, body, actor);
  }

  @Post(':id/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'The checks before publishing, on this version: { ok, errors: [{ file, path, message }] }; nothing changes' })
  check(@Param('id') id: string) {
    return this.definitions.check(id);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publishes a draft, or an earlier version again as a new version (roll-back); the published one is archived' })
  @ApiBody({ schema: { type: 'object', properties: { note: NOTE } } })
  @ApiResponse({ status: 409, description: 'The version is already published' })
  @ApiResponse({ status: 422, description: '{ statusCode: 422, message, errors: [{ file, path, message }] }: a check failed, nothing changed' })
  publish(@Param('id') id: string, @Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.definitions.publish(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a draft (published and archived versions are history and stay)' })
  @ApiResponse({ status: 409, description: 'The version is not a draft' })
  remove(@Param('id') id: string, @CurrentStaff() actor: PublicUser) {
    return this.definitions.remove(id, actor);
  }
}
