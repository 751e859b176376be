import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import { MoreThan, type Repository } from 'typeorm';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { TooManyRequestsException } from '../common/too-many-requests.exception.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ReplyOf } from '../contract/contract.js';
import { User } from '../users/user.entity.js';
import { toPublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';
import type { SignedInStaff, StaffSession as StaffSessionReply } from './auth.schemas.js';
import { Session } from './session.entity.js';
import { SignInFailuresRepository } from './sign-in-failures.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { isRecoveryCode, recoveryCodeHash, verifyTotp } from './two-factor.js';
import { TwoFactorService } from './two-factor.service.js';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
// last_seen_at is written at most this often: enough for an idle limit counted in minutes.
const SEEN_PRECISION_MS = 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const WRONG_CREDENTIALS = 'The e-mail or password is not correct.';
export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const WRONG_CODE = 'The code is not correct. Enter the current code from your authenticator app, or an unused recovery code.';

/** The signed-in account as the console knows it (auth.schemas.ts). */
type SignedInUser = ReplyOf<typeof SignedInStaff>;

interface StaffSession {
  user: User;
  session: Session;
}

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly throttle: SignInFailuresRepository;
  // Verified for unknown accounts, so that they take as long as known ones and do not reveal which exist.
  private dummyHash = '';

  constructor(
    private readonly users: UsersService,
    private readonly accounts: UsersRepository,
    private readonly twoFactor: TwoFactorService,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly auditLogs: AuditLogsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.throttle = new SignInFailuresRepository(sessions.manager);
  }

  async onModuleInit(): Promise<void> {
    this.dummyHash = await hash(randomBytes(16).toString('hex'));
  }

  /**
   * Password, then (when the account has one) the second factor: a TOTP code or an unused recovery code.
   * Failures count against this account from this address only, with a growing wait; each try is taken from
   * the throttle before the password is checked, so parallel guesses count one by one.
   */
  async login(email: string, password: string, code: string | undefined, clientAddress: string): Promise<ReplyOf<typeof StaffSessionReply>> {
    const key = SignInFailuresRepository.key(email, clientAddress);
    const wait = await this.throttle.take(key);
    if (wait > 0) {
      throw new TooManyRequestsException(
        `Too many failed sign-in attempts for this account from your address. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
        wait,
      );
    }
    const user = await this.users.findActiveByEmail(email);
    const passwordOk = await verify(user?.password_hash ?? this.dummyHash, password);
    if (!user || !passwordOk) {
      await this.failed(key, user, 'password');
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    if (user.totp_enabled) {
      // The password was right: asking for the code is no failure.
      if (!code) {
        await this.throttle.giveBack(key);
        throw new UnauthorizedException({ success: false, status: false, message: CODE_NEEDED, second_factor: 'totp' });
      }
      if (!(await this.secondFactor(user.id, code))) {
        await this.failed(key, user, 'code');
        throw new UnauthorizedException({ success: false, status: false, message: WRONG_CODE, second_factor: 'totp' });
      }
    }
    await this.throttle.clear(key);
    const mustSetUp = !user.totp_enabled && (await this.twoFactor.settings()).require_two_factor;
    const token = randomBytes(32).toString('base64url');
    await this.sessions.save(
      this.sessions.create({
        user_id: user.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + SESSION_TTL_MS),
        enrolment_only: mustSetUp,
      }),
    );
    await this.auditLogs.note(user, {
      action: 'sign-in',
      resource: 'auth',
      record_id: user.id,
      changes: user.totp_enabled ? { second_factor: true } : {},
    });
    return { token, user: { ...toPublicUser(user), two_factor: user.totp_enabled, must_set_up_two_factor: mustSetUp } };
  }

  private async failed(key: string, user: User | null, reason: 'password' | 'code'): Promise<void> {
    await this.throttle.failed(key);
    // An unknown e-mail is not written down: it may be someone's mistyped personal address.
    await this.auditLogs.note(user, { action: 'sign-in-failed', resource: 'auth', record_id: user?.id ?? 'unknown account', changes: { reason } });
  }

  /**
   * A TOTP code not used before, or a recovery code, which is then spent; each can succeed only once, even in
   * parallel. (The updates are read through a CTE: TypeORM answers a bare UPDATE with [rows, count].)
   */
  private async secondFactor(userId: string, code: string): Promise<boolean> {
    if (isRecoveryCode(code)) {
      return this.accounts.spendRecoveryCode(userId, recoveryCodeHash(code));
    }
    const { totp_secret: secret, totp_last_step: last } = (await this.accounts.totpOf(userId)) ?? {};
    if (!secret) return false;
    const step = await verifyTotp(secret, code.trim(), last === null || last === undefined ? null : Number(last));
    if (step === null) return false;
    return this.accounts.takeTotpStep(userId, step);
  }

  /** The active user and session behind a bearer token, or null when unknown, expired, idle too long or disabled. */
  async authenticate(token: string): Promise<StaffSession | null> {
    const idleSince = new Date(Date.now() - this.config.protection.staffIdleMinutes * 60 * 1000);
    const session = await this.sessions.findOneBy({ token_hash: sha256(token), expires_at: MoreThan(new Date()), last_seen_at: MoreThan(idleSince) });
    const user = session ? await this.users.findActiveById(session.user_id) : null;
    if (!session || !user) return null;
    if (Date.now() - session.last_seen_at.getTime() > SEEN_PRECISION_MS) {
      await this.sessions.update({ id: session.id }, { last_seen_at: new Date() });
    }
    return { user, session };
  }

  async logout(token: string, user: User): Promise<void> {
    await this.sessions.delete({ token_hash: sha256(token) });
    await this.auditLogs.note(user, { action: 'sign-out', resource: 'auth', record_id: user.id, changes: {} });
  }

  /** Ends every session of an account (an admin's "sign out everywhere"); how many there were. */
  async endSessions(userId: string): Promise<number> {
    const result = await this.sessions.delete({ user_id: userId });
    return result.affected ?? 0;
  }

  /** The account as the console sees it on /me. */
  async describe(user: User, session: Session): Promise<SignedInUser> {
    return { ...toPublicUser(user), two_factor: user.totp_enabled, must_set_up_two_factor: session.enrolment_only };
  }
}
