import { Controller, ForbiddenException, Get, Inject, Ip, Param, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MAX_UPLOAD_BYTES } from '@evisa/forms';
import { Fails, type ReplyOf, RequestFile, Returns, ReturnsFile } from '../contract/contract.js';
import { UploadReply } from './uploads.schemas.js';
import type { Response } from 'express';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileLinksService } from './file-links.service.js';
import { serveFile } from './serve-file.js';
import { SingleFileInterceptor, TOO_LARGE_MESSAGE, UPLOAD_FIELD } from './single-file.interceptor.js';
import { INVALID_TYPE_MESSAGE, NO_FILE_MESSAGE, QUOTA_MESSAGE, UploadsService } from './uploads.service.js';

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly links: FileLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('upload')
  @RateLimit('upload')
  @UseInterceptors(SingleFileInterceptor)
  @ApiOperation({
    summary: 'Upload one photograph or document; its type is read from its bytes (PDF, JPEG or PNG) and it is stored under a new random name',
    description: 'Put the returned file.filename into the form field (image, passport, ...) of update-application.',
  })
  @Returns(UploadReply, { status: 201 })
  @Fails({
    400: `${NO_FILE_MESSAGE} / not multipart/form-data / more than one file`,
    413: TOO_LARGE_MESSAGE,
    415: INVALID_TYPE_MESSAGE,
    429: `Too many requests from this address, or: ${QUOTA_MESSAGE}`,
  })
  async upload(
    @RequestFile(UPLOAD_FIELD, `One PDF, JPEG or PNG file of at most ${MAX_UPLOAD_BYTES} bytes`) file: Express.Multer.File | undefined,
    @Ip() ip: string | undefined,
  ): Promise<ReplyOf<typeof UploadReply>> {
    const stored = await this.uploads.store(file, this.links.pseudonym(ip ?? 'unknown'), this.config.protection.uploadQuotaPerDay);
    // The uploader may see the file it just sent, through a link like the application's own.
    return { ...stored, file: { ...stored.file, url: this.links.linksFor([stored.file.filename])[stored.file.filename] } };
  }

  @Get('uploads/:filename')
  @ApiOperation({
    summary: 'An uploaded file through a signed link (from View-application or the upload answer); images inline, PDF as a download',
    description:
      'A bare file name opens nothing: expires and signature must be those of a link the server made for this file, and the link must not have expired.',
  })
  @ApiParam({ name: 'filename', example: '3f9a0c1b2d4e5f60718293a4b5c6d7e8.jpg' })
  @ApiQuery({ name: 'expires', description: 'Seconds since 1970 when the link stops working' })
  @ApiQuery({ name: 'signature', description: 'HMAC the server made over the file name and expires' })
  @ReturnsFile(
    ['image/jpeg', 'image/png', 'application/pdf'],
    'The file, with X-Content-Type-Options: nosniff and Cache-Control: private, max-age until the link expires',
  )
  @Fails({ 403: 'No link, a link for another file, a forged or an expired link', 404: 'File not found' })
  async serve(@Param('filename') filename: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const link = this.links.check(filename, query);
    if (!link.ok) throw new ForbiddenException(LINK_REFUSED[link.reason]);
    const file = await this.uploads.find(filename);
    const secondsLeft = link.expiresAt - Math.floor(Date.now() / 1000);
    return serveFile(response, filename, file, `private, max-age=${secondsLeft}`);
  }
}

const LINK_REFUSED = {
  missing: 'This file opens only through the link on its application page. Please open your application again.',
  invalid: 'This link is not valid. Please open your application again.',
  expired: 'This link has expired. Please open your application again for a fresh one.',
} as const;
