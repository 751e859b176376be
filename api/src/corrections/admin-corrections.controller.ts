import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERASED_MESSAGE } from '../applications/applications.service.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { CorrectionRequestWrite, CorrectionRound } from './corrections.schemas.js';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { refusedUnless } from '../application-life/life.js';
import { Roles } from '../auth/roles.js';
import type { PublicUser } from '../users/public-user.js';
import { CorrectionsService } from './corrections.service.js';

const HISTORY = 'Every round, newest first';

@ApiTags('admin: applications')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/applications/:id/corrections')
@Fails({ 404: 'Application not found' })
export class AdminCorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @Get()
  @ApiOperation({ summary: 'The correction rounds of an application (history)' })
  @Returns([CorrectionRound], { description: HISTORY })
  history(@Param('id') id: string) {
    return this.corrections.history(id);
  }

  @Post()
  @ApiOperation({
    summary:
      'Ask the applicant to correct some fields of a paid application: review_status becomes NEEDS_CHANGES and the applicant is e-mailed the message, the fields in words and a link to the application',
  })
  @Returns([CorrectionRound], { status: 201, description: HISTORY })
  @Fails({
    400: 'No field, an unknown field, one deciding the paid fee, or no message (one message per field)',
    409: `${refusedUnless('ask_corrections')}, or a request is already open`,
    410: ERASED_MESSAGE,
  })
  ask(
    @Param('id') id: string,
    @RequestBody(CorrectionRequestWrite) body: RequestOf<typeof CorrectionRequestWrite>,
    @CurrentStaff() actor: PublicUser,
  ) {
    return this.corrections.ask(id, body, actor);
  }

  @Delete('open')
  @ApiOperation({
    summary: 'Withdraw the open correction request: the application is read-only again and back IN_REVIEW; the round stays in the history',
  })
  @Returns([CorrectionRound], { description: HISTORY })
  @Fails({ 409: 'There is no open correction request on this application (or it is not paid).', 410: ERASED_MESSAGE })
  withdraw(@Param('id') id: string, @CurrentStaff() actor: PublicUser) {
    return this.corrections.withdraw(id, actor);
  }
}
