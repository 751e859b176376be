import { createHmac } from 'node:crypto';
import { UploadsRepository } from './uploads.repository.js';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { checkFileLink, type FileLinkCheck, type FileLinkQuery, signFileLink } from './file-links.js';
import { isStoredName } from './upload-rules.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Makes and checks the short-lived signed links through which applicants open their files. The key is
 * FILE_LINK_SECRET, or else a random one the first migration stored, so every replica checks every link.
 */
@Injectable()
export class FileLinksService implements OnModuleInit {
  private secret = '';

  constructor(
    private readonly repository: UploadsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const configured = this.config.protection.fileLinkSecret;
    this.secret = configured ?? (await this.repository.fileLinkSecret());
  }

  /** A fresh link for each stored name among `values`, keyed by that name (the form keeps names, the page needs links). */
  linksFor(values: unknown[]): Record<string, string> {
    const expiresAt = nowSeconds() + this.config.protection.fileLinkMinutes * 60;
    const names = values.filter((value): value is string => typeof value === 'string' && isStoredName(value));
    return Object.fromEntries(names.map((name) => [name, signFileLink(this.secret, name, expiresAt)]));
  }

  check(filename: string, query: Partial<Record<keyof FileLinkQuery, unknown>>): FileLinkCheck {
    return checkFileLink(this.secret, filename, query, nowSeconds());
  }

  /** A keyed hash of a client address: the same address always gives the same value, which reveals nothing. */
  pseudonym(address: string): string {
    return createHmac('sha256', this.secret).update(`address\n${address}`).digest('base64url');
  }
}
