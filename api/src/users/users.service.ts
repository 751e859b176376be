import { randomBytes } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { OWN_ROLE_MESSAGE } from '@evisa/forms';
import { hash, verify } from '@node-rs/argon2';
import type { EntityManager, Repository } from 'typeorm';
import { AuditLogsService, diff } from '../audit-logs/audit-logs.service.js';
import { Session } from '../auth/session.entity.js';
import { escapeLike } from '../common/escape-like.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUniqueViolation } from '../common/is-unique-violation.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { writableFields } from '../common/writable-fields.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { START_UP_LOCK } from '../database/migrate.js';
import { passwordProblem } from './password-policy.js';
import { toPublicUser, type PublicUser } from './public-user.js';
import { type Role, User } from './user.entity.js';
import { type StaffUser, type StaffUserCreate, type StaffUserListQuery, type StaffUserWrite } from './users.schemas.js';
import { type AccountEmail, UsersRepository } from './users.repository.js';

const DUPLICATE_MESSAGE = 'A staff account with this e-mail already exists.';

/** A staff account as the admin API serves it (users.schemas.ts): never the password hash. */
type UserRecord = ReplyOf<typeof StaffUser>;

/** An account's id and e-mail, all another module needs to name a staff member. */

function toRecord(user: User): UserRecord {
  return { ...toPublicUser(user), disabled: user.disabled, two_factor: user.totp_enabled, created_at: user.created_at, updated_at: user.updated_at };
}

/**
 * The password policy beyond its length (users.schemas.ts): not only spaces, not one character repeated, not common,
 * not the account's own e-mail address or name.
 */
function checkPassword(password: string, email: string): void {
  const problem = passwordProblem(password, { email });
  if (problem) throw new FormValidationException([{ field: 'password', message: problem }]);
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly repository: UsersRepository,
    private readonly auditLogs: AuditLogsService,
  ) {}

  findActiveByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase(), disabled: false });
  }

  findActiveById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id, disabled: false });
  }

  async create(email: string, password: string, role: Role, manager: EntityManager = this.users.manager): Promise<User> {
    // @node-rs/argon2 hashes with argon2id by default (OWASP parameters: 19 MiB, 2 passes).
    const password_hash = await hash(password);
    return manager.save(manager.create(User, { email: email.trim().toLowerCase(), password_hash, role }));
  }

  verifyPassword(user: User, password: string): Promise<boolean> {
    return verify(user.password_hash, password);
  }

  /** The active accounts of these roles, by e-mail. */
  activeWithRole(roles: Role[]): Promise<AccountEmail[]> {
    return this.repository.activeWithRole(roles);
  }

  /**
   * Whether the account is active with one of these roles, locked (FOR SHARE) until the transaction of `manager`
   * ends, so that it is not disabled or given another role meanwhile.
   */
  lockIfActiveWithRole(manager: EntityManager, id: string, roles: Role[]): Promise<boolean> {
    return this.repository.lockIfActiveWithRole(manager, id, roles);
  }

  /** The e-mail of each of these accounts by id (null ids and unknown ones aside). Inside a transaction pass its manager. */
  async emailsOf(ids: Array<string | null>, manager: EntityManager = this.users.manager): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (!wanted.length) return new Map();
    const accounts = await this.repository.emailsOf(wanted, manager);
    return new Map(accounts.map(({ id, email }) => [id, email]));
  }

  async list(query: ListQueryOf<typeof StaffUserListQuery>): Promise<{ rows: UserRecord[]; total: number }> {
    const builder = this.users.createQueryBuilder('account');
    const { q, id, role, disabled } = query.filter;
    if (q?.trim()) builder.andWhere('account.email ILIKE :q', { q: `%${escapeLike(q.trim())}%` });
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'account.id::text IN (:...ids)' : 'false', { ids });
    if (role) builder.andWhere('account.role = :role', { role });
    if (disabled !== undefined) builder.andWhere('account.disabled = :disabled', { disabled });
    builder.orderBy(`account.${query.sort}`, query.order).addOrderBy('account.email', 'ASC').skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<UserRecord> {
    return toRecord(await this.find(id));
  }

  /** An admin creates a staff account with an initial password. */
  async createAccount(body: RequestOf<typeof StaffUserCreate>, actor: PublicUser): Promise<UserRecord> {
    const email = body.email.trim().toLowerCase();
    const { role, password } = body;
    checkPassword(password, email);
    if (await this.users.existsBy({ email })) throw new ConflictException(DUPLICATE_MESSAGE);

    const password_hash = await hash(password);
    try {
      const user = await this.users.manager.transaction(async (manager) => {
        const created = await manager.save(manager.create(User, { email, role, password_hash }));
        await this.audit(manager, actor, 'create', created.id, { email: { from: null, to: email }, role: { from: null, to: role } });
        return created;
      });
      return toRecord(user);
    } catch (error) {
      // Two admins creating the same account at once: the second finds the unique index taken.
      if (isUniqueViolation(error)) throw new ConflictException(DUPLICATE_MESSAGE);
      throw error;
    }
  }

  /**
   * Changes a role, disables or enables an account, or resets its password. Disabling or a new password ends the
   * account's sessions. An admin cannot disable or demote themselves, and one active admin always remains.
   */
  async updateAccount(id: string, body: RequestOf<typeof StaffUserWrite>, actor: PublicUser): Promise<UserRecord> {
    // The read-only fields react-admin sends back are taken when unchanged (which needs the record, so here).
    const fields = writableFields(
      body,
      ['role', 'disabled', 'password'],
      (field) => (field === 'email' ? 'email cannot be changed: create a new account instead.' : `${field} cannot be changed on a staff account.`),
      { record: await this.findOne(id) },
    ) as Pick<RequestOf<typeof StaffUserWrite>, 'role' | 'disabled' | 'password'>;
    const { role, disabled } = fields;
    const password = fields.password || undefined;
    const user = await this.find(id);
    if (password) checkPassword(password, user.email);

    if (user.id === actor.id && disabled === true) throw new ConflictException('You cannot disable your own account.');
    if (user.id === actor.id && role !== undefined && role !== user.role) throw new ConflictException(OWN_ROLE_MESSAGE);
    const password_hash = password ? await hash(password) : undefined;

    await this.users.manager.transaction(async (manager) => {
      // The active admins are locked first, always in the same order, then the account itself: two admins
      // disabling each other at once are served one after the other, and the second finds no admin to spare.
      const admins = await manager
        .createQueryBuilder(User, 'account')
        .setLock('pessimistic_write')
        .where('account.role = :admin AND account.disabled = false', { admin: 'admin' })
        .orderBy('account.id')
        .getMany();
      const current = await manager.findOneOrFail(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
      const next = { role: role ?? current.role, disabled: disabled ?? current.disabled };
      const losesAdmin = current.role === 'admin' && !current.disabled && (next.role !== 'admin' || next.disabled);
      if (losesAdmin && !admins.some((other) => other.id !== id)) throw new ConflictException('At least one active admin must remain.');
      const changes: Record<string, unknown> = diff({ role: current.role, disabled: current.disabled }, next);
      if (password_hash) changes.password = 'reset';
      if (Object.keys(changes).length === 0) return;
      await manager.update(User, { id }, { ...next, ...(password_hash ? { password_hash } : {}) });
      if (next.disabled || password_hash) await manager.delete(Session, { user_id: id });
      await this.audit(manager, actor, 'update', id, changes);
    });
    return this.findOne(id);
  }

  private audit(manager: EntityManager, actor: PublicUser, action: 'create' | 'update', id: string, changes: Record<string, unknown>) {
    return this.auditLogs.record(manager, actor, { action, resource: 'users', record_id: id, changes });
  }

  private async find(id: string): Promise<User> {
    const user = isUuid(id) ? await this.users.findOneBy({ id }) : null;
    if (!user) throw new NotFoundException('Staff account not found');
    return user;
  }

  /** The first admin account, from ADMIN_EMAIL/ADMIN_PASSWORD, made when no staff account exists yet. */
  async onApplicationBootstrap(): Promise<void> {
    const email = this.config.adminEmail ?? 'admin@localhost';
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    // Replicas starting together take turns here: the first creates the account, the others then find it.
    const created = await this.users.manager.transaction(async (manager) => {
      await this.repository.lock(manager, START_UP_LOCK);
      if ((await manager.count(User)) > 0) return false;
      await this.create(email, password, 'admin', manager);
      return true;
    });
    if (!created) return;
    if (this.config.adminPassword) {
      this.logger.log(`Created the first admin account ${email}`);
    } else {
      // Shown once, on purpose: it is the only way in until the admin sets ADMIN_PASSWORD or changes it.
      this.logger.warn(`Created the first admin account ${email} with the generated password ${password} (shown only now)`);
    }
  }
}
