import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createAjv, normalizeFormData, toFieldErrors, type ValidateFunction } from '@evisa/forms';
import type { Repository } from 'typeorm';
import { FormValidationException } from '../common/FormValidationException.js';
import { MailService } from '../outbox/mail.service.js';
import { ENQUIRY_FIELDS, ENQUIRY_SCHEMA } from './enquirySchema.js';
import { Enquiry } from './enquiry.entity.js';

type EnquiryValues = Pick<Enquiry, (typeof ENQUIRY_FIELDS)[number]>;

// Control characters other than line breaks and tabs.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Remarks keep their line breaks for staff to read; everything else goes through the form's normaliser. */
function normalizeRemarks(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

function normalize(body: Record<string, unknown>): Record<string, unknown> {
  const { remarks, ...values } = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, body[field]]));
  // A phone number typed into a number input arrives as a number.
  if (Number.isSafeInteger(values.contact_no) && Number(values.contact_no) >= 0) values.contact_no = String(values.contact_no);
  const normalized: Record<string, unknown> = normalizeFormData(values);
  if (typeof remarks === 'string') {
    const cleaned = normalizeRemarks(remarks);
    if (cleaned) normalized.remarks = cleaned;
  } else if (remarks !== undefined && remarks !== null) {
    normalized.remarks = remarks;
  }
  return normalized;
}

@Injectable()
export class EnquiriesService {
  private readonly validate = createAjv().compile(ENQUIRY_SCHEMA) as ValidateFunction;

  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly mail: MailService,
  ) {}

  /** Stores a contact-form message for staff and acknowledges it by e-mail. */
  async create(body: unknown) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new BadRequestException('The request body must be a JSON object with the contact form values.');
    }
    const values = normalize(body as Record<string, unknown>);
    if (!this.validate(values)) {
      const rank = (field: string) => (ENQUIRY_FIELDS as readonly string[]).indexOf(field);
      throw new FormValidationException(toFieldErrors(this.validate.errors).sort((a, b) => rank(a.field) - rank(b.field)));
    }
    const enquiry = await this.enquiries.save(this.enquiries.create(values as EnquiryValues));
    // Nothing the sender typed is echoed: the form must not let anyone send chosen text to a chosen address.
    await this.mail.send({
      to: enquiry.Email,
      subject: 'We received your message',
      text: [
        'Hello,',
        '',
        'thank you for contacting our e-Visa assistance team. We have received your message and will answer you by e-mail.',
        `Your reference: ${enquiry.id.slice(0, 8).toUpperCase()}`,
        '',
        'If you did not write to us, you can ignore this e-mail.',
      ].join('\n'),
    });
    return { success: true, status: true, message: 'Thank you. Your message has been sent; we will answer you by e-mail.' };
  }
}
