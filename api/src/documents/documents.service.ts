import { ConflictException, GoneException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { answeredSections, previewOf } from '@evisa/forms';
import { ApplicationsService, ERASED } from '../applications/applications.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FormsService } from '../forms/forms.service.js';
import { MailAttachments, type MailAttachmentRef } from '../outbox/mail-attachments.js';
import { PaymentRecordsService } from '../payments/payment-records.service.js';
import { receiptOf, type Receipt } from './receipt.js';

export const NOT_PAID_MESSAGE = 'The receipt and the summary are made once the application has been paid.';

// react-pdf, fontkit and pdfkit hold about 17 MB of heap once loaded: loaded with the first document a process makes
// (about 0.7 s more for that one), not at start-up by every process, most of which never make one.
const pdfRendering = () => import('./pdf-fonts.js');

const RECEIPT = 'receipt';
const SUMMARY = 'summary';

/**
 * The documents of a paid application, as PDF: its receipt and its summary. Downloaded by the applicant, and
 * attached to the receipt e-mail (made when the mail worker sends it, through MailAttachments).
 */
@Injectable()
export class DocumentsService implements OnModuleInit {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly payments: PaymentRecordsService,
    private readonly forms: FormsService,
    private readonly attachments: MailAttachments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.attachments.register(RECEIPT, (skuId) => this.receiptPdf(skuId));
    this.attachments.register(SUMMARY, (skuId) => this.summaryPdf(skuId));
  }

  /** What the receipt e-mail attaches: both documents, made when it is sent. */
  static attachmentsFor(skuId: string): MailAttachmentRef[] {
    return [
      { kind: RECEIPT, key: skuId, filename: `receipt-${skuId}.pdf` },
      { kind: SUMMARY, key: skuId, filename: `application-${skuId}.pdf` },
    ];
  }

  async receiptPdf(skuId: string): Promise<Buffer> {
    const receipt = await this.receipt(skuId);
    const [{ renderPdf }, { ReceiptDocument }] = await Promise.all([pdfRendering(), import('./ReceiptDocument.js')]);
    // Called, not mounted: rendering takes the <Document> element itself.
    return renderPdf(ReceiptDocument({ receipt }));
  }

  async summaryPdf(skuId: string): Promise<Buffer> {
    const application = await this.paidApplication(skuId);
    const form = await this.forms.version(application.form_version);
    const language = application.language ?? undefined;
    // The form's titles in the application's language where the version has them; the answers as given.
    const definition = form.definitionIn(language);
    const sections = answeredSections(previewOf(definition, application.data));
    const [{ renderPdf }, { SummaryDocument }] = await Promise.all([pdfRendering(), import('./SummaryDocument.js')]);
    return renderPdf(SummaryDocument({ business: this.config.business, skuId, formTitle: definition.title, sections, language }));
  }

  private async receipt(skuId: string): Promise<Receipt> {
    const application = await this.paidApplication(skuId);
    const payment = (await this.payments.forApplication(skuId)).find((record) => record.status === 'COMPLETED');
    if (!payment) throw new ConflictException(NOT_PAID_MESSAGE);
    const form = await this.forms.version(application.form_version);
    return receiptOf(application, payment, form.definitionIn(application.language ?? undefined), this.config.business);
  }

  private async paidApplication(skuId: string) {
    const application = await this.applications.findBySkuId(skuId);
    if (application.erased_at) throw new GoneException(ERASED);
    if (application.payment_status !== 'COMPLETED') throw new ConflictException(NOT_PAID_MESSAGE);
    return application;
  }
}
