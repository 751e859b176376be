import { createReadStream, mkdirSync } from 'node:fs';
import { access, constants, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage, StoredObject } from './file-storage.js';

/** Files in one folder on this machine's disk (DATA_DIR/uploads): the default, for a single server. */
export class LocalDiskStorage implements FileStorage {
  readonly description: string;

  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true });
    this.description = `local disk ${folder}`;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await writeFile(join(this.folder, name), bytes, { flag: 'wx' });
  }

  async open(name: string): Promise<StoredObject | null> {
    const path = join(this.folder, name);
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile()) return null;
    return { stream: createReadStream(path), size: stats.size };
  }

  async remove(name: string): Promise<void> {
    await unlink(join(this.folder, name)).catch(() => undefined);
  }

  async check(): Promise<void> {
    await access(this.folder, constants.R_OK | constants.W_OK);
  }
}
