import { createHash, randomBytes } from 'node:crypto';
import { UploadsRepository } from './uploads.repository.js';
import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { imagePixelsProblem, INVALID_TYPE_MESSAGE, type FieldError } from '@evisa/forms';
import { fileTypeFromBuffer } from 'file-type';
import type { EntityManager } from 'typeorm';
import type { UploadField } from '@evisa/forms';
import { imageSize } from './image-size.js';
import { FILE_STORAGE, type FileStorage, type StoredObject } from './storage/file-storage.js';
import { ACCEPTED_TYPES, isStoredName, uploadProblem } from './upload-rules.js';

export { INVALID_TYPE_MESSAGE };
const OTHER_APPLICATION_MESSAGE = 'this file was uploaded for another application. Please upload it again here.';
export const QUOTA_MESSAGE =
  'You have uploaded many files that are not yet part of an application. Save your application first, or try again tomorrow.';
const DAY_MS = 24 * 60 * 60 * 1000;
export const NO_FILE_MESSAGE = 'Please choose a file to upload (form field "image").';

/** What a served file needs: its bytes as a stream and the type read from them at upload. */
export interface ServedFile extends StoredObject {
  mime: string;
}

@Injectable()
export class UploadsService {
  constructor(
    private readonly repository: UploadsRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Keeps one uploaded file under a new random name; its type is decided from its bytes, never its name. */
  async store(file: { buffer: Buffer; size: number } | undefined, uploader: string, quota: number) {
    if (!file) throw new BadRequestException(NO_FILE_MESSAGE);
    const detected = await fileTypeFromBuffer(file.buffer);
    const extension = detected ? ACCEPTED_TYPES[detected.mime] : undefined;
    if (!detected || !extension) throw new HttpException(INVALID_TYPE_MESSAGE, HttpStatus.UNSUPPORTED_MEDIA_TYPE);

    // A picture's pixels are checked here, before it is kept, for whatever field it will fill.
    const size = detected.mime.startsWith('image/') ? imageSize(file.buffer, detected.mime) : null;
    const pixels = detected.mime.startsWith('image/') ? imagePixelsProblem(size?.width ?? null, size?.height ?? null) : null;
    if (pixels) throw new BadRequestException(pixels);
    const filename = `${randomBytes(16).toString('hex')}.${extension}`;
    await this.storage.put(filename, file.buffer, detected.mime);
    try {
      await this.repository.transaction(async (manager) => {
        // One address's uploads are counted one at a time, so parallel uploads cannot pass the quota together.
        await this.repository.lockQuota(manager, uploader);
        const recent = await this.repository.countUnattachedSince(manager, uploader, new Date(Date.now() - DAY_MS));
        if (recent >= quota) throw new HttpException(QUOTA_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
        await this.repository.insert(manager, {
          filename,
          mime: detected.mime,
          size: file.size,
          sha256: createHash('sha256').update(file.buffer).digest('hex'),
          width: size?.width ?? null,
          height: size?.height ?? null,
          uploader,
        });
      });
    } catch (error) {
      await this.storage.remove(filename);
      throw error;
    }
    return { success: true as const, status: true as const, message: 'File uploaded.', file: { filename, mimetype: detected.mime, size: file.size } };
  }

  /**
   * A stored file by its name (when `skuId` is given, only a file attached to that application); 404 for a name
   * that is not one of ours (checked before any storage access).
   */
  async find(filename: string, skuId?: string): Promise<ServedFile> {
    const upload = isStoredName(filename) ? await this.repository.find(filename, skuId) : null;
    const stored = upload ? await this.storage.open(filename) : null;
    if (!upload || !stored) throw new NotFoundException('File not found');
    return { ...stored, mime: upload.mime };
  }

  /**
   * One message per upload field of `values` whose file is missing, belongs to another application or, for the
   * photograph, does not meet the rules. The files found are attached to the owner in its transaction: the first
   * application a file is attached to keeps it (a concurrent attempt waits for the row and then sees the owner).
   */
  async check(values: Record<string, unknown>, fields: UploadField[], owner: { manager: EntityManager; skuId: string }): Promise<FieldError[]> {
    const named = fields.filter(({ field }) => Object.hasOwn(values, field));
    if (named.length === 0) return [];
    const names = named.map(({ field }) => values[field]).filter((name): name is string => typeof name === 'string' && isStoredName(name));
    const stored = new Map(
      (names.length ? await this.repository.attachUnowned(owner.manager, names, owner.skuId) : []).map((upload) => [upload.filename, upload]),
    );
    return named.flatMap(({ field, kind, title }) => {
      const upload = typeof values[field] === 'string' ? stored.get(values[field]) : undefined;
      const message = upload && upload.sku_id !== owner.skuId ? `${title}: ${OTHER_APPLICATION_MESSAGE}` : uploadProblem(kind, upload ?? null, title);
      return message ? [{ field, message }] : [];
    });
  }

  /**
   * Attaches an uploaded file that no application holds yet to application `skuId` as a document of type `mime`
   * (read from its bytes at upload), in the caller's transaction; why it cannot be, in words, or null.
   */
  async attachDocument(manager: EntityManager, filename: string, skuId: string, mime: string): Promise<string | null> {
    const upload = isStoredName(filename) ? await this.repository.lock(manager, filename) : null;
    if (!upload) return 'The file was not found. Please upload it again.';
    if (upload.mime !== mime) return 'The file must be a PDF (its content was checked, not its name).';
    if (upload.sku_id !== null && upload.sku_id !== skuId) return OTHER_APPLICATION_MESSAGE;
    await this.repository.attach(manager, filename, skuId);
    return null;
  }

  /** Deletes the files uploaded more than a day ago that no application took (rows first: a second replica skips them). */
  async removeUnattached(): Promise<number> {
    const names = await this.repository.deleteUnattachedBefore(new Date(Date.now() - DAY_MS));
    for (const name of names) await this.removeFile(name);
    return names.length;
  }

  /** Deletes every file of an application (erasure); the names it had. */
  async removeForApplication(manager: EntityManager, skuId: string): Promise<string[]> {
    return this.repository.deleteForApplication(manager, skuId);
  }

  /** The stored bytes of a file whose row is gone. */
  async removeFile(filename: string): Promise<void> {
    if (isStoredName(filename)) await this.storage.remove(filename);
  }
}
