import { REVIEW_STAGES } from '@evisa/forms';
import { SITE_LANGUAGES } from '@evisa/forms/languages';
import { PAYMENT_STATUSES } from '../application-life/life.js';
import { declareBody, declareFailure, envelope, ErrorBody, exactObject, listOf } from '../contract/contract.js';
import { FeeQuote } from '../fees/fee-quote.schemas.js';

const SKU_ID = { type: 'string', description: 'The temporary application id', examples: ['K7M2QX9PA4R8TZ3WN'] } as const;
const FORM_VALUES_DESCRIPTION =
  'Form values named as the published form definition names them (GET /api/forms/india-evisa); that definition, not this schema, validates them. Beside them, an optional `language` (one of en, fr, de, es, ru, zh, ar): the language to keep with the application, else Accept-Language';

/** What create-application and update-application take: the values of one or more steps. */
export const ApplicationValues = declareBody('ApplicationValues', {
  type: 'object',
  description: FORM_VALUES_DESCRIPTION,
  additionalProperties: true,
});

const fieldErrors = ErrorBody.schema.properties.errors;

/** A step whose rules the answers do not meet yet, as create-Order checks them. */
export const IncompleteStep = declareBody(
  'IncompleteStep',
  exactObject({ id: { type: 'string' }, route: { type: 'string' }, title: { type: 'string' }, errors: fieldErrors }),
);

/** The fields staff asked the applicant to correct on a paid application, and why. */
const CorrectionForApplicant = declareBody(
  'CorrectionForApplicant',
  exactObject({
    round: { type: 'integer' },
    message: { type: 'string' },
    requested_at: { type: 'string', format: 'date-time' },
    fields: listOf({ name: { type: 'string' }, title: { type: 'string' }, step: { type: ['string', 'null'], description: 'The step id it is on' } }),
  }),
);

/** An application as the applicant and API consumers see it after create-application: its answers and ids. */
export const ApplicationAnswers = declareBody('ApplicationAnswers', {
  type: 'object',
  description: `Every stored value of the application besides the fields named here. ${FORM_VALUES_DESCRIPTION}`,
  required: ['sku_id', 'payment_status', 'form_version'],
  properties: {
    sku_id: SKU_ID,
    payment_status: { enum: PAYMENT_STATUSES },
    form_version: { type: 'integer', description: 'The version of the form definition the application is filled in with' },
    language: {
      enum: SITE_LANGUAGES,
      description:
        "The applicant's language, which its e-mails and documents are worded in: set by create-application from the body's `language` or Accept-Language, changed by a later save in another",
    },
  },
  additionalProperties: true,
});

/** What the wizard needs besides the answers after a save. */
const progress = {
  saved_at: {
    type: 'string',
    format: 'date-time',
    description: 'When the answers were last saved: the If-Match of the next update, so that it does not overwrite a save made elsewhere',
  },
  incomplete_steps: {
    type: 'array',
    items: IncompleteStep.schema,
    description: 'The steps whose rules the answers do not meet yet, in form order (empty: complete)',
  },
} as const;

/** The application after update-application: its answers and where the wizard stands. */
const ApplicationSaved = declareBody('ApplicationSaved', {
  type: 'object',
  description: `Every stored value of the application besides the fields named here. ${FORM_VALUES_DESCRIPTION}`,
  required: ['sku_id', 'payment_status', 'form_version', 'saved_at', 'incomplete_steps'],
  properties: { ...ApplicationAnswers.schema.properties, ...progress },
  additionalProperties: true,
});

/** View-application's application: every stored value with its ids, fee, progress, correction and review stage. */
const Application = declareBody('Application', {
  type: 'object',
  description: `Every stored value of the application besides the fields named here. ${FORM_VALUES_DESCRIPTION}`,
  required: ['sku_id', 'payment_status', 'form_version', 'fee', 'saved_at', 'incomplete_steps', 'correction', 'review_stage'],
  properties: {
    ...ApplicationAnswers.schema.properties,
    fee: { anyOf: [FeeQuote.schema, { type: 'null' }], description: "From today's fee table; null when none is published for the nationality" },
    ...progress,
    correction: {
      anyOf: [CorrectionForApplicant.schema, { type: 'null' }],
      description:
        'While staff asked for corrections of a paid application: only these fields may then be saved, and POST /api/india/submit-corrections/{id} sends them back',
    },
    review_stage: {
      type: ['string', 'null'],
      enum: [...REVIEW_STAGES, null],
      description: "Where a paid application stands, in the applicant's terms; null before payment",
    },
  },
  additionalProperties: true,
});

export const CreateApplicationReply = declareBody('CreateApplicationReply', envelope(ApplicationAnswers.schema));

export const UpdateApplicationReply = declareBody('UpdateApplicationReply', envelope(ApplicationSaved.schema));

const viewEnvelope = envelope(Application.schema);

export const ViewApplicationReply = declareBody('ViewApplicationReply', {
  ...viewEnvelope,
  required: [...viewEnvelope.required, 'file_links'],
  properties: {
    ...viewEnvelope.properties,
    file_links: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: "A signed link for each of the application's files, by file name (the only way to open them; they expire after FILE_LINK_MINUTES)",
      examples: [{ '3f9a0c1b2d4e5f60718293a4b5c6d7e8.jpg': '/api/uploads/3f9a0c1b2d4e5f60718293a4b5c6d7e8.jpg?expires=1767225600&signature=...' }],
    },
  },
});

/** A save refused because the application was saved elsewhere since the If-Match saved_at (412). */
export const SavedElsewhere = declareFailure('SavedElsewhere', { saved_at: { type: 'string', format: 'date-time' } }, ['saved_at']);
