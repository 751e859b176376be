import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/appConfig.js';
import { type Role, User } from './user.entity.js';

export interface PublicUser {
  id: string;
  email: string;
  role: Role;
}

export function toPublicUser(user: User): PublicUser {
  return { id: user.id, email: user.email, role: user.role };
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  findActiveByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase(), disabled: false });
  }

  findActiveById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id, disabled: false });
  }

  async create(email: string, password: string, role: Role): Promise<User> {
    // @node-rs/argon2 hashes with argon2id by default (OWASP parameters: 19 MiB, 2 passes).
    const password_hash = await hash(password);
    return this.users.save(this.users.create({ email: email.trim().toLowerCase(), password_hash, role }));
  }

  verifyPassword(user: User, password: string): Promise<boolean> {
    return verify(user.password_hash, password);
  }

  /** The first admin account, from ADMIN_EMAIL/ADMIN_PASSWORD, made when no staff account exists yet. */
  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const email = this.config.adminEmail ?? 'admin@localhost';
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    await this.create(email, password, 'admin');
    if (this.config.adminPassword) {
      this.logger.log(`Created the first admin account ${email}`);
    } else {
      // Shown once, on purpose: it is the only way in until the admin sets ADMIN_PASSWORD or changes it.
      this.logger.warn(`Created the first admin account ${email} with the generated password ${password} (shown only now)`);
    }
  }
}
