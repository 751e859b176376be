import { Controller, Get, HttpCode, Param, Post, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimit } from '../common/rateLimit.js';
import { SingleFileInterceptor, TOO_LARGE_MESSAGE, UPLOAD_FIELD } from './SingleFileInterceptor.js';
import { INVALID_TYPE_MESSAGE, NO_FILE_MESSAGE, UploadsService } from './uploads.service.js';

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload')
  @HttpCode(201)
  @RateLimit('upload')
  @UseInterceptors(SingleFileInterceptor)
  @ApiOperation({
    summary: 'Upload one photograph or document; its type is read from its bytes (PDF, JPEG or PNG) and it is stored under a new random name',
    description: 'Put the returned file.filename into the form field (image, passport, ...) of update-application.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 201, description: "{ success: true, status: true, message, file: { filename: '<32 hex>.jpg', mimetype, size } }" })
  @ApiResponse({ status: 400, description: `${NO_FILE_MESSAGE} / not multipart/form-data / more than one file` })
  @ApiResponse({ status: 413, description: TOO_LARGE_MESSAGE })
  @ApiResponse({ status: 415, description: INVALID_TYPE_MESSAGE })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  upload(@Req() request: Request) {
    return this.uploads.store(request.file);
  }

  @Get('uploads/:filename')
  @ApiOperation({ summary: 'An uploaded file, with the type read from its bytes (images inline, PDF as a download)' })
  @ApiParam({ name: 'filename', example: '3f9a0c1b2d4e5f60718293a4b5c6d7e8.jpg' })
  @ApiProduces('image/jpeg', 'image/png', 'application/pdf')
  @ApiResponse({ status: 200, description: 'The file, with X-Content-Type-Options: nosniff' })
  @ApiResponse({ status: 404, description: 'File not found' })
  async serve(@Param('filename') filename: string, @Res({ passthrough: true }) response: Response) {
    const file = await this.uploads.find(filename);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, max-age=86400');
    // A PDF opened in the browser could run its own scripts on this origin; it is offered as a download instead.
    const disposition = file.mime === 'application/pdf' ? `attachment; filename="${filename}"` : 'inline';
    return new StreamableFile(file.stream, { type: file.mime, length: file.size, disposition });
  }
}
