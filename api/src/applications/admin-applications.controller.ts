import { applyDecorators, Controller, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { refusedUnless } from '../application-life/life.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { serveFile } from '../uploads/serve-file.js';
import type { PublicUser } from '../users/public-user.js';
import { AdminApplicationsService, RECHECK_ROLES } from './admin-applications.service.js';
import { Fails, RequestBody, type RequestOf, Returns, ReturnsFile } from '../contract/contract.js';
import {
  ApplicationListQuery,
  Assignee,
  DecisionWrite,
  RecheckWrite,
  StaffApplication,
  StaffApplicationRow,
  SubmissionWrite,
} from './admin-applications.schemas.js';

/**
 * A staff change to one application: it answers with the application as GET /api/admin/applications/{id} returns it,
 * or 404 when there is none; `refusals` says when it answers 400 and when 409.
 */
function ChangesApplication(summary: string, refusals: { 400: string; 409: string }): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary }),
    Returns(StaffApplication, { description: 'The application as GET /api/admin/applications/{id} returns it' }),
    Fails({ ...refusals, 404: 'No such application' }),
  );
}

@ApiTags('admin: applications')
@ApiBearerAuth()
@Roles(...RECHECK_ROLES)
@Controller('admin/applications')
export class AdminApplicationsController {
  constructor(private readonly recheck: AdminApplicationsService) {}

  @Get()
  @ApiOperation({
    summary: 'Applications, as ra-data-simple-rest lists them (Content-Range header holds the total)',
    description: 'Sort deadline_at: urgent applications awaiting a decision first, earliest deadline first; the rest after, newest first.',
  })
  @Returns([StaffApplicationRow])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(
    @RequestListQuery(ApplicationListQuery) listQuery: ListQueryOf<typeof ApplicationListQuery>,
    @CurrentStaff() reader: PublicUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { rows, total } = await this.recheck.list(listQuery);
    setContentRange(response, 'applications', listQuery, rows.length, total);
    // Each row carries every answer: the read is recorded with the ids it showed.
    await this.recheck.recordListRead(reader, listQuery, rows);
    return this.recheck.staffRecords(rows);
  }

  @Get('assignees')
  @ApiOperation({ summary: 'The staff members an application can be assigned to: [{ id, email }]' })
  @Returns([Assignee])
  assignees() {
    return this.recheck.assignees();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One application with every form value, its internal notes, payments and current fee (recorded in the audit log)' })
  @Returns(StaffApplication)
  @Fails({ 404: 'No such application' })
  show(@Param('id') id: string, @CurrentStaff() reader: PublicUser) {
    return this.recheck.show(id, reader);
  }

  @Get(':id/files/:filename')
  @ApiOperation({ summary: "One of the application's files, for staff (recorded in the audit log); never cached" })
  @ReturnsFile(['image/jpeg', 'image/png', 'application/pdf'], 'The file')
  @Fails({ 404: 'No such file on this application' })
  async file(
    @Param('id') id: string,
    @Param('filename') filename: string,
    @CurrentStaff() reader: PublicUser,
    @Res({ passthrough: true }) response: Response,
  ) {
    return serveFile(response, filename, await this.recheck.file(id, filename, reader), 'private, no-store');
  }

  @Put(':id')
  @ChangesApplication(
    "Recheck: set review_status, assign the application (assignee_id: a staff member's id, or null) and/or add an internal note; the applicant's answers and the payment state cannot be changed",
    {
      400: 'A changed field other than review_status, assignee_id and note, an unknown review_status, an assignee who does not recheck, or an overlong note',
      409: 'review_status cannot move there from the current state (the message names it; application-life/life.ts holds the allowed transitions)',
    },
  )
  update(@Param('id') id: string, @RequestBody(RecheckWrite) body: RequestOf<typeof RecheckWrite>, @CurrentStaff() actor: PublicUser) {
    return this.recheck.recheck(id, body, actor);
  }

  @Post(':id/submission')
  @ChangesApplication(
    'Record the submission to the government: its reference and the day; the paid application becomes SUBMITTED and the applicant is e-mailed',
    {
      400: 'government_reference or submitted_on missing or invalid',
      409: `${refusedUnless('submit')}, or a correction request open`,
    },
  )
  submit(@Param('id') id: string, @RequestBody(SubmissionWrite) body: RequestOf<typeof SubmissionWrite>, @CurrentStaff() actor: PublicUser) {
    return this.recheck.submit(id, body, actor);
  }

  @Post(':id/decision')
  @ChangesApplication(
    "Record the government's decision: outcome APPROVED or REJECTED with its document (a PDF uploaded by POST /api/upload), attached to the application; the applicant is e-mailed and downloads it from /Track",
    {
      400: "outcome or document missing, or the document not a PDF uploaded here (its content is checked) or another application's",
      // Granting and refusing are taken from the same states.
      409: refusedUnless('grant'),
    },
  )
  decide(@Param('id') id: string, @RequestBody(DecisionWrite) body: RequestOf<typeof DecisionWrite>, @CurrentStaff() actor: PublicUser) {
    return this.recheck.decide(id, body, actor);
  }
}
