import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { PaymentToken } from './payment-token.entity.js';

export const PAYMENT_TOKEN_TTL_S = 15 * 60;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Payment access tokens: 32 random bytes for the browser, their hash with a 15-minute expiry in the database. */
@Injectable()
export class PaymentTokensService {
  constructor(@InjectRepository(PaymentToken) private readonly tokens: Repository<PaymentToken>) {}

  async issue(): Promise<string> {
    await this.tokens.delete({ expires_at: LessThan(new Date()) });
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insert({ token_hash: sha256(token), expires_at: new Date(Date.now() + PAYMENT_TOKEN_TTL_S * 1000) });
    return token;
  }

  async isValid(token: string): Promise<boolean> {
    return this.tokens.existsBy({ token_hash: sha256(token), expires_at: MoreThan(new Date()) });
  }
}
