// What a browser may import: definitions and pure helpers, nothing that compiles validators at run time.
export { buildDefinition, getStep } from './buildDefinition.js';
export { bundleSchema } from './bundleSchema.js';
export { caseInsensitivePattern } from './caseInsensitivePattern.js';
export { cleanApplication, cleanStepData, shownFields, type IsValid } from './cleanStepData.js';
export { deriveLists } from './deriveLists.js';
export * from './edit/index.js';
export { fileSchemaFor } from './checks/fileSchemas.js';
export { indiaEvisa, indiaEvisaFiles } from './indiaEvisa.js';
export { cleanParagraphs, normalizeFormData, normalizeText } from './normalizeFormData.js';
export { describeCondition, meetsCondition, patternText, type ConditionWords } from './query/conditions.js';
export {
  correctableFields,
  FEE_COUNTRY_FIELD,
  feeCodeList,
  feeCodes,
  feeAnswers,
  feeDecidingFields,
  type FeeCodeEntry,
  type FeeCodes,
  type FeeQuote,
} from './query/fees.js';
export { formatAnswer } from './query/formatAnswer.js';
export { yesNoWord } from './yesNo.js';
export { answeredSections, previewOf, type Preview, type PreviewRow, type PreviewSection } from './query/preview.js';
export { queryForm } from './query/queryForm.js';
export { formRoles, ROLE_KEYWORD, type FormRoles, type UrgentRole } from './query/roles.js';
export { queryStep } from './query/queryStep.js';
export { atPointer, fieldLabel, hasAnswer } from './query/schemaNodes.js';
export { UPLOAD_KINDS } from './query/types.js';
export type * from './query/types.js';
export { RESERVED_FIELD_NAMES, SERVER_FIELDS, type ServerField } from './serverFields.js';
export { toFieldErrors } from './toFieldErrors.js';
export type { IncompleteStep } from './createFormValidator.js';
export { addDays, addMonths, isoDate, MAX_DAYS_TO_ARRIVAL, PASSPORT_MONTHS_AFTER_ARRIVAL, validateWith, validationDates } from './validateWith.js';
export type * from './types.js';
export { dateBounds, dateParts, formatDate, formatDateTime, MONTH_NAMES, SHORT_NOTICE_DAYS, shortNoticeWarning } from './dates.js';
export { formatPhone } from './formatPhone.js';
export { normalizePhones, phoneDigits } from './phone.js';
export * from './uploadRules.js';
export * from './statuses.js';
export * from './textLimits.js';
export { applicationIdGroups, isSkuId, normalizeApplicationId, SKU_ALPHABET, SKU_LENGTH } from './applicationId.js';
export {
  nextStepWords,
  REVIEW_STAGES,
  reviewStageOf,
  reviewStageWords,
  TRACK_STEPS,
  trackStepTitle,
  type ReviewStage,
  type ReviewStageWords,
  type TrackStep,
} from './reviewStage.js';
export { foldForSearch } from './foldForSearch.js';
export {
  CONTACT_FORM_ID,
  ENQUIRY_FIELDS,
  FORM_ID_MAX_LENGTH,
  FORM_ID_PATTERN,
  FORM_KINDS,
  formAddress,
  isFormId,
  type FormKind,
} from './formKinds.js';
export {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  OWN_ROLE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './staffAccounts.js';
export {
  CANCELLATION_FEE_PERCENT,
  CANCELLATION_WINDOW_MINUTES,
  NO_REFUND_BEFORE_TRAVEL_HOURS,
  REFUND_PROCESSING_TIME,
  REFUND_RULE_IDS,
  REFUND_RULES,
  refundProcessingTime,
  refundQuote,
  type RefundCase,
  type RefundQuote,
  type RefundRule,
  type RefundRuleId,
} from './refundPolicy.js';
export { catalogueFile, catalogueLanguage, catalogueOf, formLanguages, type Catalogue } from './translations/catalogue.js';
export { countryName, ENGLISH_TEXTS, localizeDefinition, translateFieldErrors } from './translations/localize.js';
export { isoCodesOf, translatableTexts, type TextKind, type TranslatableText } from './translations/texts.js';
export { englishLanguageName, placeholdersOf, type LanguageCompleteness } from './translations/checkTranslations.js';
