import { Controller, Get, NotFoundException, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { isUuid } from '../common/is-uuid.js';
import { Fails, type ReplyOf, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { AuthService } from './auth.service.js';
import { SecuritySettings, SecuritySettingsWrite, StaffActionReply } from './auth.schemas.js';
import { CurrentStaff } from './current-staff.decorator.js';
import { TwoFactorService } from './two-factor.service.js';

/** What admins decide about staff sign-in: the second factor for all, and ending an account's sessions. */
@ApiTags('admin: staff security')
@ApiBearerAuth()
@Controller('admin')
export class StaffSecurityController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly auditLogs: AuditLogsService,
  ) {}

  @Post('users/:id/sign-out')
  @ApiOperation({ summary: 'Signs the account out everywhere: every session of it ends' })
  @Returns(StaffActionReply)
  @Fails({ 404: 'Staff account not found' })
  async signOutEverywhere(@Param('id') id: string, @CurrentStaff() actor: PublicUser): Promise<ReplyOf<typeof StaffActionReply>> {
    if (!isUuid(id)) throw new NotFoundException('Staff account not found');
    const ended = await this.auth.endSessions(id);
    await this.auditLogs.note(actor, { action: 'sign-out', resource: 'users', record_id: id, changes: { sessions_ended: ended } });
    return { success: true, status: true, message: `Signed out everywhere (${ended} session${ended === 1 ? '' : 's'} ended).` };
  }

  @Post('users/:id/reset-two-factor')
  @ApiOperation({ summary: "Clears the account's second factor (a lost phone) and ends its sessions; it sets one up again at next sign-in" })
  @Returns(StaffActionReply)
  @Fails({ 404: 'Staff account not found' })
  async resetTwoFactor(@Param('id') id: string, @CurrentStaff() actor: PublicUser): Promise<ReplyOf<typeof StaffActionReply>> {
    await this.twoFactor.reset(id, actor);
    return { success: true, status: true, message: 'Two-factor sign-in was reset.' };
  }

  @Get('security-settings/security')
  @ApiOperation({ summary: 'Whether every staff account must sign in with a second factor' })
  @Returns(SecuritySettings)
  settings() {
    return this.twoFactor.settings();
  }

  @Put('security-settings/security')
  @ApiOperation({ summary: 'Require (or stop requiring) a second factor for every staff account; you need one yourself first' })
  @Returns(SecuritySettings)
  @Fails({ 400: 'require_two_factor must be true or false', 409: 'Required by an admin who has no second factor yet' })
  updateSettings(@RequestBody(SecuritySettingsWrite) body: RequestOf<typeof SecuritySettingsWrite>, @CurrentStaff() actor: PublicUser) {
    return this.twoFactor.updateSettings(body.require_two_factor, actor);
  }
}
