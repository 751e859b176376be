import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type Role, User } from './user.entity.js';

export type AccountEmail = Pick<User, 'id' | 'email'>;

/** The SQL of staff accounts (users) beyond TypeORM's entity calls; `manager`: the caller's transaction. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** The active accounts of these roles, by e-mail. */
  activeWithRole(roles: Role[]): Promise<AccountEmail[]> {
    return this.users.manager.query(`SELECT id, email FROM users WHERE NOT disabled AND role = ANY($1) ORDER BY email`, [roles]);
  }

  /** Whether the account is active with one of these roles, locked (FOR SHARE) until the transaction ends. */
  async lockIfActiveWithRole(manager: EntityManager, id: string, roles: Role[]): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT id FROM users WHERE id = $1 AND NOT disabled AND role = ANY($2) FOR SHARE`, [id, roles]);
    return rows.length > 0;
  }

  /** The id and e-mail of each of these accounts. */
  emailsOf(ids: string[], manager: EntityManager = this.users.manager): Promise<AccountEmail[]> {
    return manager.query(`SELECT id, email FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** Holds the lock of `key` until the transaction ends. */
  async lock(manager: EntityManager, key: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [key]);
  }

  /** Takes one of the account's recovery codes (by its hash) out: whether it was there. */
  async spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const spent: unknown[] = await this.users.manager.query(
      `WITH spent AS (UPDATE users SET recovery_codes = recovery_codes - $2::text WHERE id = $1 AND recovery_codes ? $2::text RETURNING id) SELECT id FROM spent`,
      [userId, codeHash],
    );
    return spent.length === 1;
  }

  /** The account's authenticator key and the last time step a code was taken for. */
  async totpOf(userId: string): Promise<{ totp_secret: string | null; totp_last_step: string | null } | undefined> {
    const rows: { totp_secret: string | null; totp_last_step: string | null }[] = await this.users.manager.query(
      `SELECT totp_secret, totp_last_step FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0];
  }

  /** Takes the time step of a code, when none as late was taken yet (each code is good once): whether it was taken. */
  async takeTotpStep(userId: string, step: number): Promise<boolean> {
    const taken: unknown[] = await this.users.manager.query(
      `WITH taken AS (UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id) SELECT id FROM taken`,
      [userId, step],
    );
    return taken.length === 1;
  }
}
