import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Fails, type ReplyOf, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { Acknowledgement } from '../enquiries/enquiries.schemas.js';
import {
  ApplicationArchive,
  ErasureConfirmation,
  ErasureRequestWrite,
  ErasureWrite,
  MaintenanceReport,
  RetentionPeriods,
  RetentionStatus,
} from './retention.schemas.js';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import type { PublicUser } from '../users/public-user.js';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { ArchiveService } from './archive.service.js';
import { ErasureRequestsService, IN_PROGRESS, LINK_INVALID, REQUEST_SENT } from './erasure-requests.service.js';
import { MaintenanceService } from './maintenance.service.js';
import { RetentionService } from './retention.service.js';

@ApiTags('privacy')
@Controller()
export class RetentionController {
  constructor(
    private readonly retention: RetentionService,
    private readonly requests: ErasureRequestsService,
    private readonly archives: ArchiveService,
    private readonly maintenance: MaintenanceService,
  ) {}

  @Get('privacy/retention')
  @ApiOperation({ summary: 'How long applicant data is kept, in days, as the privacy policy states it' })
  @Returns(RetentionPeriods)
  periods() {
    return this.retention.periods();
  }

  @Post('privacy/erasure-requests')
  @RateLimit('lookup')
  @ApiOperation({
    summary: 'Asks for the erasure of an application: a confirmation link goes to the e-mail address in it (same answer whether it exists or not)',
  })
  @Returns(Acknowledgement, { description: REQUEST_SENT })
  @Fails({ 400: 'No sku_id', 429: 'Too many requests from this address' })
  requestErasure(@RequestBody(ErasureRequestWrite) body: RequestOf<typeof ErasureRequestWrite>) {
    return this.requests.request(body.sku_id);
  }

  @Post('privacy/erasure-requests/confirm')
  @RateLimit('lookup')
  @ApiOperation({ summary: 'Follows the e-mailed link: erases the application' })
  @Returns(Acknowledgement, { description: 'Erased' })
  @Fails({ 400: 'No token', 404: LINK_INVALID, 409: IN_PROGRESS, 410: 'Already erased', 429: 'Too many requests from this address' })
  confirmErasure(@RequestBody(ErasureConfirmation) body: RequestOf<typeof ErasureConfirmation>) {
    return this.requests.confirm(body.token);
  }

  @Get('admin/retention')
  @ApiBearerAuth()
  @ApiTags('admin: retention')
  @ApiOperation({ summary: 'The retention periods and what a run would erase now (a dry run: nothing is erased)' })
  @Returns(RetentionStatus)
  async due(): Promise<ReplyOf<typeof RetentionStatus>> {
    return { id: 'retention', ...this.retention.periods(), due: await this.retention.run(true) };
  }

  @Post('admin/retention/run')
  @ApiBearerAuth()
  @ApiTags('admin: retention')
  @ApiOperation({
    summary: 'Runs the hourly maintenance now: unattached uploads older than a day, then the retention erasure (RETENTION_DRY_RUN=true only lists)',
  })
  @Returns(MaintenanceReport)
  run(): Promise<ReplyOf<typeof MaintenanceReport>> {
    return this.maintenance.run();
  }

  @Get('admin/applications/:id/archive')
  @ApiBearerAuth()
  @ApiTags('admin: applications')
  @ApiOperation({
    summary:
      'Everything held about an application as one JSON archive (answers, files, e-mails, payments, notes, history), for an access request; recorded in the audit log',
  })
  @Returns(ApplicationArchive, { description: 'A download (Content-Disposition: attachment) of one JSON document' })
  @Fails({ 404: 'Application not found' })
  async archive(@Param('id') id: string, @CurrentStaff() reader: PublicUser, @Res({ passthrough: true }) response: Response) {
    const archive = await this.archives.archive(id, reader);
    response.setHeader('Content-Disposition', `attachment; filename="application-${id}.json"`);
    return archive;
  }

  @Post('admin/applications/:id/erase')
  @ApiBearerAuth()
  @ApiTags('admin: applications')
  @ApiOperation({
    summary: "Erases an application on request (answers, files, e-mails, notes; payments' accounting stays), with a reason for the audit log",
  })
  @Returns(Acknowledgement, { description: 'Erased, or already erased (the message says which)' })
  @Fails({ 400: 'No reason, or one longer than 500 characters', 404: 'Application not found' })
  async erase(
    @Param('id') id: string,
    @RequestBody(ErasureWrite) { reason }: RequestOf<typeof ErasureWrite>,
    @CurrentStaff() actor: PublicUser,
  ): Promise<ReplyOf<typeof Acknowledgement>> {
    const erased = await this.requests.eraseForStaff(id, reason, actor);
    return { success: true, status: true, message: erased ? 'The application was erased.' : 'This application was already erased.' };
  }
}
