import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SiteLanguage } from '@evisa/forms/languages';
import type { Repository } from 'typeorm';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import type { ReplyOf } from '../contract/contract.js';
import { EnquiriesService } from '../enquiries/enquiries.service.js';
import { FormCatalogueService } from '../forms/form-catalogue.service.js';
import { FormsService } from '../forms/forms.service.js';
import { FormSubmission } from './form-submission.entity.js';
import { type FormSubmissionListQuery, type FormSubmissionRecord } from './form-submissions.schemas.js';

type SubmissionRecord = ReplyOf<typeof FormSubmissionRecord>;

const toRecord = ({ id, form_id, form_version, data, created_at }: FormSubmission): SubmissionRecord => ({
  id,
  form_id,
  form_version,
  data,
  created_at,
});

/**
 * What is sent through a form other than the application: an enquiry form's message goes to Enquiries, a generic
 * form's answers are checked by its published version and stored as a submission of that form.
 */
@Injectable()
export class FormSubmissionsService {
  constructor(
    @InjectRepository(FormSubmission) private readonly submissions: Repository<FormSubmission>,
    private readonly catalogue: FormCatalogueService,
    private readonly forms: FormsService,
    private readonly enquiries: EnquiriesService,
  ) {}

  /** `language`: the site's language the form was sent in (an enquiry's acknowledgement and replies are framed in it). */
  async submit(formId: string, body: Record<string, unknown>, language: SiteLanguage) {
    const { kind } = await this.catalogue.find(formId);
    if (kind === 'enquiry') return this.enquiries.create(body, language);
    if (kind === 'application') throw new ConflictException('An application is made step by step: POST /api/india/create-application.');
    const form = await this.forms.published(undefined, formId);
    const steps = form.definition.steps.map((step) => step.id);
    // Only the form's own fields are kept, tidied as the browser tidies them; anything else a client sends is dropped.
    const data = form.pickFields(form.normalize(body), steps);
    const errors = form.validate(steps, data);
    if (errors.length) throw new FormValidationException(errors, (language) => form.inLanguage(errors, language));
    await this.submissions.save(this.submissions.create({ form_id: formId, form_version: form.version, data }));
    return { success: true as const, status: true as const, message: 'Thank you: your answers have been sent.' };
  }

  /** Staff list, newest first by default; filter by form (form_id) or ids. */
  async list(query: ListQueryOf<typeof FormSubmissionListQuery>): Promise<{ rows: SubmissionRecord[]; total: number }> {
    const builder = this.submissions.createQueryBuilder('submission');
    const { id, form_id } = query.filter;
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'submission.id::text IN (:...ids)' : 'false', { ids });
    if (form_id) builder.andWhere('submission.form_id = :form_id', { form_id });
    builder.orderBy(`submission.${query.sort}`, query.order).addOrderBy('submission.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<SubmissionRecord> {
    const submission = isUuid(id) ? await this.submissions.findOneBy({ id }) : null;
    if (!submission) throw new NotFoundException('Submission not found');
    return toRecord(submission);
  }
}
