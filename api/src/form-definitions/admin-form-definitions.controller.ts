import { Controller, Delete, Get, Headers, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { JsonInSlices, type JsonText } from '../common/json-text.js';
import { Fails, RequestBody, RequestBodyText, type RequestOf, Returns } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { type DefinitionRecordJson, FormDefinitionsService } from './form-definitions.service.js';
import {
  DefinitionCheckResult,
  DraftSavedElsewhere,
  FormDefinitionCreate,
  FormDefinitionListQuery,
  FormDefinitionPublish,
  FormDefinitionRecord,
  FormDefinitionSummary,
  FormDefinitionWrite,
  PublishRefused,
} from './form-definitions.schemas.js';

/** A version's record, sent as the JSON text it was composed as; its revision as the ETag where a draft save may follow. */
function answer(response: Response, record: DefinitionRecordJson, options: { etag?: boolean } = {}): JsonInSlices {
  if (options.etag) response.setHeader('ETag', `"${record.revision}"`);
  return new JsonInSlices(record.json);
}

@ApiTags('admin: form definitions')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/form-definitions')
export class AdminFormDefinitionsController {
  constructor(private readonly definitions: FormDefinitionsService) {}

  @Get()
  @ApiOperation({ summary: 'The versions of the form definitions, newest first: status, note, who and when' })
  @Returns([FormDefinitionSummary])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(
    @RequestListQuery(FormDefinitionListQuery) listQuery: ListQueryOf<typeof FormDefinitionListQuery>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { rows, total } = await this.definitions.list(listQuery);
    setContentRange(response, 'form-definitions', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'One version with its files, and what they build to (definition and hash; null while they do not build); its revision also as the ETag, which a draft save names in If-Match',
  })
  @Returns(FormDefinitionRecord)
  @Fails({ 404: 'Form definition not found' })
  async show(@Param('id') id: string, @Res({ passthrough: true }) response: Response) {
    return answer(response, await this.definitions.findOne(id), { etag: true });
  }

  @Post()
  @ApiOperation({ summary: "A new draft copying an existing version's files" })
  @Returns(FormDefinitionRecord, { status: 201 })
  @Fails({ 400: 'No from_version, an invalid form_id or note, or a field a new draft does not have', 404: 'No such version' })
  async create(
    @RequestBody(FormDefinitionCreate) body: RequestOf<typeof FormDefinitionCreate>,
    @CurrentStaff() actor: PublicUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    return answer(response, await this.definitions.create(body, actor));
  }

  @Put(':id')
  @ApiOperation({
    summary:
      "Saves a draft's files and note (other keys of the record are ignored) when the revision it names is still the draft's; a draft may be broken",
  })
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description: "The draft's revision the editor edited (GET's ETag, or `revision` in the body): a save naming an older one is refused with 409",
  })
  @Returns(FormDefinitionRecord)
  @Fails({
    400: 'files is not an object of known paths -> JSON objects, or an invalid note or revision',
    404: 'Form definition not found',
    409: [
      'The version is not a draft, or someone saved the draft after the revision named (saved_by, saved_at): nothing was saved',
      DraftSavedElsewhere,
    ],
    428: 'No revision named (If-Match or revision)',
  })
  async update(
    @Param('id') id: string,
    @RequestBodyText(FormDefinitionWrite) body: JsonText | undefined,
    @CurrentStaff() actor: PublicUser,
    @Res({ passthrough: true }) response: Response,
    @Headers('if-match') ifMatch?: string,
  ) {
    return answer(response, await this.definitions.update(id, body, actor, ifMatch), { etag: true });
  }

  @Post(':id/check')
  @ApiOperation({ summary: 'The checks before publishing, on this version: { ok, errors: [{ file, path, message }] }; nothing changes' })
  @Returns(DefinitionCheckResult)
  @Fails({ 404: 'Form definition not found' })
  check(@Param('id') id: string) {
    return this.definitions.check(id);
  }

  @Post(':id/publish')
  @ApiOperation({ summary: 'Publishes a draft, or an earlier version again as a new version (roll-back); the published one is archived' })
  @Returns(FormDefinitionRecord, { description: 'The published version (a new one for a roll-back)' })
  @Fails({
    400: 'An invalid note',
    404: 'Form definition not found',
    409: 'The version is already published, or was changed by someone else meanwhile',
    422: ['A check failed, nothing changed: errors says what to fix, by file and place', PublishRefused],
  })
  async publish(
    @Param('id') id: string,
    @RequestBody(FormDefinitionPublish) body: RequestOf<typeof FormDefinitionPublish>,
    @CurrentStaff() actor: PublicUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    return answer(response, await this.definitions.publish(id, body, actor));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a draft (published and archived versions are history and stay)' })
  @Returns(FormDefinitionRecord, { description: 'The draft as it was' })
  @Fails({ 404: 'Form definition not found', 409: 'The version is not a draft' })
  async remove(@Param('id') id: string, @CurrentStaff() actor: PublicUser, @Res({ passthrough: true }) response: Response) {
    return answer(response, await this.definitions.remove(id, actor));
  }
}
