import { Controller, Get, Header, Headers, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Fails, Returns, ReturnsFile } from '../contract/contract.js';
import { FormCatalogueReply, FormDefinitionReply } from './forms.schemas.js';
import type { Response } from 'express';
import { isFormId } from '@evisa/forms';
import { FormsService } from './forms.service.js';

// A version number, a build's hash and a validator module never change: browsers keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether the request's If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The definition's answer: a 304 without a body when the browser holds this ETag, or the served JSON text (kept
 * ready by the service), which the reply check reads as what it parses to.
 */
async function answer(response: Response, ifNoneMatch: string | undefined, etag: string, cacheControl: string, body: () => Promise<string>) {
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', cacheControl);
  if (matches(ifNoneMatch, etag)) {
    response.status(304);
    return undefined;
  }
  response.type('application/json');
  return body();
}

@ApiTags('forms')
@Controller('forms/:formId')
export class FormsController {
  constructor(private readonly forms: FormsService) {}

  @Get()
  @ApiOperation({
    summary:
      'The published form definition: steps in order with their JSON Schema and uiSchema, the value lists, the Preview layout and the fee schedule',
  })
  @Returns(FormDefinitionReply, { description: 'The definition, with an ETag (304 on If-None-Match) and Cache-Control: no-cache' })
  @Fails({ 404: 'No such form, or none is published' })
  async published(
    @Param('formId') formId: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    this.assertForm(formId);
    const published = await this.forms.publishedVersion(undefined, formId);
    if (!published) throw new NotFoundException('No form definition is published.');
    // The number is part of the tag: a roll-back republishes the same content under a new number.
    const etag = `"${published.hash}-${published.version}"`;
    return answer(response, ifNoneMatch, etag, 'no-cache', () => this.forms.servedBody(published.version, formId));
  }

  @Get('versions/:version')
  @ApiOperation({ summary: 'A version that was ever published, as GET /api/forms/{formId} serves it; immutable' })
  @Returns(FormDefinitionReply, { description: 'The definition, with an ETag (304 on If-None-Match), cached for a year' })
  @Fails({ 404: 'No such form or version, or a draft' })
  async version(
    @Param('formId') formId: string,
    @Param('version') version: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    this.assertForm(formId);
    const body = await this.forms.servedBody(this.versionNumber(version), formId);
    return answer(response, ifNoneMatch, `"v${version}"`, IMMUTABLE, async () => body);
  }

  @Get('versions/:version/translations/:language')
  @ApiOperation({
    summary:
      "One language's texts of a version that was ever published ({language, texts}: key -> text): the site loads only the applicant's language and localizes the definition with it; immutable",
  })
  @Returns(FormCatalogueReply, { description: 'The catalogue, with an ETag (304 on If-None-Match), cached for a year' })
  @Fails({ 404: 'No such form or version, a draft, or a language the version does not offer' })
  async translation(
    @Param('formId') formId: string,
    @Param('version') version: string,
    @Param('language') language: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    this.assertForm(formId);
    if (!/^[a-z]{2,3}$/.test(language)) throw new NotFoundException('Translation not found');
    const body = await this.forms.catalogueBody(this.versionNumber(version), language, formId);
    return answer(response, ifNoneMatch, `"v${version}-${language}"`, IMMUTABLE, async () => body);
  }

  @Get('versions/:version/validators/:module')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', IMMUTABLE)
  @ApiOperation({ summary: "A published version's precompiled validator of one step ({stepId}.js), an ES module for import()" })
  @ReturnsFile(['text/javascript'], "An ES module exporting the step's validator")
  @Fails({ 404: 'No such version or step' })
  versionValidator(@Param('formId') formId: string, @Param('version') version: string, @Param('module') module: string) {
    this.assertForm(formId);
    return this.forms.validatorOfVersion(this.versionNumber(version), this.stepOf(module), formId);
  }

  @Get('builds/:hash/validators/:module')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', IMMUTABLE)
  @ApiOperation({ summary: "Any stored build's validator of one step by content hash (drafts included: the console previews them)" })
  @ReturnsFile(['text/javascript'], "An ES module exporting the step's validator")
  @Fails({ 404: 'No such build or step' })
  buildValidator(@Param('formId') formId: string, @Param('hash') hash: string, @Param('module') module: string) {
    this.assertForm(formId);
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new NotFoundException('Validator not found');
    return this.forms.validatorOfBuild(hash, this.stepOf(module), formId);
  }

  /** Any form of the catalogue is served by its id; one that is not a form id is no form. */
  private assertForm(formId: string): void {
    if (!isFormId(formId)) throw new NotFoundException('Form not found');
  }

  private versionNumber(text: string): number {
    if (!/^[1-9]\d{0,8}$/.test(text)) throw new NotFoundException('Form version not found');
    return Number(text);
  }

  private stepOf(module: string): string {
    const step = /^([A-Za-z0-9_-]{1,64})\.js$/.exec(module)?.[1];
    if (!step) throw new NotFoundException('Validator not found');
    return step;
  }
}
