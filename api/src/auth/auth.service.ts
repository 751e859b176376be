import { createHash, randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import type { User } from '../users/user.entity.js';
import { type PublicUser, toPublicUser, UsersService } from '../users/users.service.js';
import { LoginAttempts } from './LoginAttempts.js';
import { Session } from './session.entity.js';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class AuthService {
  private readonly attempts = new LoginAttempts();

  constructor(
    private readonly users: UsersService,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
  ) {}

  async login(email: string, password: string, clientAddress: string): Promise<{ token: string; user: PublicUser }> {
    const keys = [`account:${email.trim().toLowerCase()}`, `address:${clientAddress}`];
    if (this.attempts.isLocked(keys)) {
      throw new HttpException('Too many failed sign-in attempts. Please wait 15 minutes and try again.', HttpStatus.TOO_MANY_REQUESTS);
    }
    const user = await this.users.findActiveByEmail(email);
    if (!user || !(await this.users.verifyPassword(user, password))) {
      this.attempts.recordFailure(keys);
      throw new UnauthorizedException('The e-mail or password is not correct.');
    }
    this.attempts.clear(keys);
    const token = randomBytes(32).toString('base64url');
    await this.sessions.save(
      this.sessions.create({ user_id: user.id, token_hash: sha256(token), expires_at: new Date(Date.now() + SESSION_TTL_MS) }),
    );
    return { token, user: toPublicUser(user) };
  }

  /** The active user behind a bearer token, or null when the token is unknown, expired or the user disabled. */
  async authenticate(token: string): Promise<User | null> {
    const session = await this.sessions.findOneBy({ token_hash: sha256(token), expires_at: MoreThan(new Date()) });
    return session ? this.users.findActiveById(session.user_id) : null;
  }

  async logout(token: string): Promise<void> {
    await this.sessions.delete({ token_hash: sha256(token) });
  }
}
