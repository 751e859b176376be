import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUuid } from '../common/is-uuid.js';
import type { ReplyOf } from '../contract/contract.js';
import { User } from '../users/user.entity.js';
import type { PublicUser } from '../users/public-user.js';
import type { RecoveryCodes, SecuritySettings, TwoFactorKey } from './auth.schemas.js';
import { SecuritySettingsRepository } from './security-settings.repository.js';
import { Session } from './session.entity.js';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri, verifyTotp } from './two-factor.js';

const ALREADY_ON = 'Two-factor sign-in is already set up for this account. An admin can reset it.';

/** Setting up the second factor (each account for itself) and what admins decide about it. */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settingsRepository: SecuritySettingsRepository,
    private readonly auditLogs: AuditLogsService,
  ) {}

  /** A new key for the account's authenticator app; it takes effect once a code from the app confirms it. */
  async start(user: User): Promise<ReplyOf<typeof TwoFactorKey>> {
    if (user.totp_enabled) throw new ConflictException(ALREADY_ON);
    const secret = newTotpSecret();
    await this.dataSource.getRepository(User).update({ id: user.id, totp_enabled: false }, { totp_secret: secret });
    return { secret, uri: totpUri(user.email, secret) };
  }

  /**
   * Turns the second factor on with a first code from the app, and gives the recovery codes (shown only now,
   * stored hashed). The account's sessions that were limited to this set-up become full sessions.
   */
  async confirm(user: User, code: string): Promise<ReplyOf<typeof RecoveryCodes>> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(User, {
        where: { id: user.id },
        select: { id: true, totp_secret: true, totp_enabled: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw new NotFoundException('Staff account not found');
      if (current.totp_enabled) throw new ConflictException(ALREADY_ON);
      if (!current.totp_secret) throw new ConflictException('Start the set-up first: no key was made for this account yet.');
      const step = await verifyTotp(current.totp_secret, code.trim(), null);
      if (step === null)
        throw new FormValidationException([{ field: 'code', message: 'The code is not correct. Enter the code your app shows now.' }]);
      const codes = newRecoveryCodes();
      await manager.update(User, { id: user.id }, { totp_enabled: true, totp_last_step: String(step), recovery_codes: codes.map(recoveryCodeHash) });
      await manager.update(Session, { user_id: user.id }, { enrolment_only: false });
      await this.auditLogs.record(manager, user, {
        action: 'update',
        resource: 'users',
        record_id: user.id,
        changes: { two_factor: { from: false, to: true } },
      });
      return { recovery_codes: codes };
    });
  }

  /** An admin clears an account's second factor (a lost phone); its sessions end. */
  async reset(id: string, actor: PublicUser): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException('Staff account not found');
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.update(User, { id }, { totp_enabled: false, totp_secret: null, totp_last_step: null, recovery_codes: [] });
      if (!result.affected) throw new NotFoundException('Staff account not found');
      await manager.delete(Session, { user_id: id });
      await this.auditLogs.record(manager, actor, { action: 'update', resource: 'users', record_id: id, changes: { two_factor: 'reset' } });
    });
  }

  async settings(): Promise<ReplyOf<typeof SecuritySettings>> {
    return { id: 'security', ...(await this.settingsRepository.settings()) };
  }

  async updateSettings(value: boolean, actor: PublicUser): Promise<ReplyOf<typeof SecuritySettings>> {
    await this.dataSource.transaction(async (manager) => {
      const before = { require_two_factor: await this.settingsRepository.lockRequireTwoFactor(manager) };
      if (before.require_two_factor === value) return;
      if (value && !(await manager.findOneBy(User, { id: actor.id, totp_enabled: true }))) {
        throw new ConflictException('Set up two-factor sign-in for your own account first, then require it for everyone.');
      }
      await this.settingsRepository.setRequireTwoFactor(manager, value);
      // Sessions of accounts without a second factor may from now on only set it up (or, when lifted, do all again).
      await this.settingsRepository.setEnrolmentOnlyWithoutSecondFactor(manager, value);
      await this.auditLogs.record(manager, actor, {
        action: 'update',
        resource: 'users',
        record_id: 'security settings',
        changes: { require_two_factor: { from: before.require_two_factor, to: value } },
      });
    });
    return this.settings();
  }
}
