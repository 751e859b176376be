import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** The SQL of the security settings (one row) and of what a change of them does to sessions. */
@Injectable()
export class SecuritySettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async settings(): Promise<{ require_two_factor: boolean; updated_at: Date }> {
    const rows: { require_two_factor: boolean; updated_at: Date }[] = await this.dataSource.query(
      `SELECT require_two_factor, updated_at FROM security_settings WHERE id = 1`,
    );
    return rows[0]!;
  }

  /** Whether a second factor is required, the row locked until the transaction ends. */
  async lockRequireTwoFactor(manager: EntityManager): Promise<boolean> {
    const [before]: { require_two_factor: boolean }[] = await manager.query(
      `SELECT require_two_factor FROM security_settings WHERE id = 1 FOR UPDATE`,
    );
    return before.require_two_factor;
  }

  async setRequireTwoFactor(manager: EntityManager, value: boolean): Promise<void> {
    await manager.query(`UPDATE security_settings SET require_two_factor = $1, updated_at = now() WHERE id = 1`, [value]);
  }

  /** Sessions of accounts without a second factor may (or, `false`, no longer only) set it up. */
  async setEnrolmentOnlyWithoutSecondFactor(manager: EntityManager, value: boolean): Promise<void> {
    await manager.query(`UPDATE sessions SET enrolment_only = $1 WHERE user_id IN (SELECT id FROM users WHERE NOT totp_enabled)`, [value]);
  }
}
