import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Enquiry } from './enquiry.entity.js';

/** The SQL of enquiries beyond TypeORM's entity calls. */
@Injectable()
export class EnquiriesRepository {
  constructor(@InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>) {}

  /** The newest `limit` enquiries, their remarks cut to `excerptLength` characters. */
  latest(limit: number, excerptLength: number): Promise<Array<Record<string, unknown>>> {
    return this.enquiries.manager.query(
      `SELECT id, "Given_Name", "Email", "Nationality", status, left(remarks, $1) AS remarks, created_at
         FROM enquiries ORDER BY created_at DESC, id DESC LIMIT $2`,
      [excerptLength, limit],
    );
  }

  /** How many enquiries are not answered yet. */
  async unanswered(): Promise<number> {
    const [{ count }] = (await this.enquiries.manager.query(`SELECT count(*)::int AS count FROM enquiries WHERE status = 'NEW'`)) as Array<{
      count: number;
    }>;
    return count;
  }
}
