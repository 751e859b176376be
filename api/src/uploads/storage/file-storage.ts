import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream, never held whole in memory. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live, so that every replica sees the same files: the local disk (one server) or an
 * S3-compatible bucket (a fleet). Names are the random names the uploads service gives; it checks them first.
 */
export interface FileStorage {
  /** Where the files are, for the start-up log. */
  readonly description: string;
  /** Stores new bytes under a new random name (128 random bits: no two uploads share one). */
  put(name: string, bytes: Buffer, mime: string): Promise<void>;
  /** The file, or null when there is none by that name. */
  open(name: string): Promise<StoredObject | null>;
  remove(name: string): Promise<void>;
  /** Throws when the storage cannot be reached (the readiness check). */
  check(): Promise<void>;
  /** Lets go of its connections when the process stops. */
  destroy?(): void;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
