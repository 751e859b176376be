import { Injectable } from '@nestjs/common';

/** A document to attach, named by its kind and the key its maker reads (an application id): made when sent. */
export interface MailAttachmentRef {
  kind: string;
  key: string;
  filename: string;
}

type Maker = (key: string) => Promise<Buffer>;

/**
 * The makers of attached documents, by kind, registered by the modules that own them (documents: receipts and
 * summaries). The outbox keeps a reference, not the file: the message stays small, the request that queues it
 * makes no PDF, and an erased application's documents go with it.
 */
@Injectable()
export class MailAttachments {
  private readonly makers = new Map<string, Maker>();

  register(kind: string, maker: Maker): void {
    this.makers.set(kind, maker);
  }

  /** The file as nodemailer attaches it (its type by the file name's extension). */
  async make(ref: MailAttachmentRef): Promise<{ filename: string; content: Buffer }> {
    const maker = this.makers.get(ref.kind);
    if (!maker) throw new Error(`No maker of ${ref.kind} attachments`);
    return { filename: ref.filename, content: await maker(ref.key) };
  }
}
