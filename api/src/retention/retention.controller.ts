import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { isSkuId } from '../applications/sku-id.js';
import type { PublicUser } from '../users/public-user.js';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { ArchiveService } from './archive.service.js';
import { ErasureRequestsService, IN_PROGRESS, LINK_INVALID, REQUEST_SENT } from './erasure-requests.service.js';
import { ErasureService } from './erasure.service.js';
import { MaintenanceService } from './maintenance.service.js';
import { RetentionService } from './retention.service.js';

const MAX_REASON = 500;

@ApiTags('privacy')
@Controller()
export class RetentionController {
  constructor(
    private readonly retention: RetentionService,
    private readonly erasure: ErasureService,
    private readonly requests: ErasureRequestsService,
    private readonly archives: ArchiveService,
    private readonly maintenance: MaintenanceService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get('privacy/retention')
  @ApiOperation({ summary: 'How long applicant data is kept, in days, as the privacy policy states it' })
  @ApiResponse({ status: 200, description: '{ unpaid_days, decided_days, enquiry_days }' })
  periods() {
    return this.retention.periods();
  }

  @Post('privacy/erasure-requests')
  @HttpCode(200)
  @RateLimit('lookup')
  @ApiOperation({
    summary: 'Asks for the erasure of an application: a confirmation link goes to the e-mail address in it (same answer whether it exists or not)',
  })
  @ApiBody({ schema: { type: 'object', required: ['sku_id'], properties: { sku_id: { type: 'string' } } } })
  @ApiResponse({ status: 200, description: REQUEST_SENT })
  requestErasure(@Body() body: unknown) {
    return this.requests.request((body as { sku_id?: unknown } | null)?.sku_id);
  }

  @Post('privacy/erasure-requests/confirm')
  @HttpCode(200)
  @RateLimit('lookup')
  @ApiOperation({ summary: 'Follows the e-mailed link: erases the application' })
  @ApiBody({ schema: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } })
  @ApiResponse({ status: 404, description: LINK_INVALID })
  @ApiResponse({ status: 409, description: IN_PROGRESS })
  @ApiResponse({ status: 410, description: 'Already erased' })
  confirmErasure(@Body() body: unknown) {
    return this.requests.confirm((body as { token?: unknown } | null)?.token);
  }

  @Get('admin/retention')
  @ApiBearerAuth()
  @ApiTags('admin: retention')
  @ApiOperation({ summary: 'The retention periods and what a run would erase now (a dry run: nothing is erased)' })
  async due() {
    return { id: 'retention', ...this.retention.periods(), due: await this.retention.run(true) };
  }

  @Post('admin/retention/run')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiTags('admin: retention')
  @ApiOperation({
    summary: 'Runs the hourly maintenance now: unattached uploads older than a day, then the retention erasure (RETENTION_DRY_RUN=true only lists)',
  })
  @ApiResponse({ status: 200, description: '{ dry_run, skipped, applications: [{ sku_id, reason }], enquiries, unattached_uploads_removed }' })
  run() {
    return this.maintenance.run();
  }

  @Get('admin/applications/:id/archive')
  @ApiBearerAuth()
  @ApiTags('admin: applications')
  @ApiOperation({
    summary:
      'Everything held about an application as one JSON archive (answers, files, e-mails, payments, notes, history), for an access request; recorded in the audit log',
  })
  async archive(@Param('id') id: string, @CurrentStaff() reader: PublicUser, @Res({ passthrough: true }) response: Response) {
    const archive = await this.archives.archive(id, reader);
    response.setHeader('Content-Disposition', `attachment; filename="application-${id}.json"`);
    return archive;
  }

  @Post('admin/applications/:id/erase')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiTags('admin: applications')
  @ApiOperation({
    summary: "Erases an application on request (answers, files, e-mails, notes; payments' accounting stays), with a reason for the audit log",
  })
  @ApiBody({ schema: { type: 'object', required: ['reason'], properties: { reason: { type: 'string', maxLength: MAX_REASON } } } })
  async erase(@Param('id') id: string, @Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    const reason = (body as { reason?: unknown } | null)?.reason;
    if (typeof reason !== 'string' || !reason.trim() || reason.length > MAX_REASON) {
      throw new BadRequestException(`Give the reason for the erasure (at most ${MAX_REASON} characters).`);
    }
    const files = await this.dataSource.transaction(async (manager) => {
      const [row]: { erased_at: Date | null }[] = isSkuId(id)
        ? await manager.query(`SELECT erased_at FROM applications WHERE sku_id = $1 FOR UPDATE`, [id])
        : [];
      if (!row) throw new NotFoundException('Application not found');
      if (row.erased_at) return null;
      return (await this.erasure.erase(manager, id, `on request: ${reason.trim()}`, actor)).files;
    });
    if (files === null) return { success: true, status: true, message: 'This application was already erased.' };
    await this.erasure.removeFiles(files);
    return { success: true, status: true, message: 'The application was erased.' };
  }
}
