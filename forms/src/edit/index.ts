export { definitionOf, EditError, manifestOf, stepFiles, tryBuild, type DefinitionFiles } from './editFiles.js';
export {
  addField,
  EDITABLE_KINDS,
  fieldNameFor,
  KIND_LABELS,
  moveField,
  removeField,
  setCondition,
  updateField,
  type EditableKind,
  type FieldChanges,
  type NewField,
} from './fields.js';
export {
  answersOf,
  CONDITION_OPERATORS,
  conditionIf,
  conditionInWords,
  conditionProblem,
  conditionTriggers,
  editorWords,
  fieldCondition,
  OPERATOR_LABELS,
  type Answer,
  type ConditionOperator,
  type ConditionRule,
  type FieldCondition,
} from './conditions.js';
export { addList, addListEntry, moveListEntry, removeListEntry, renameListEntry, sortList } from './lists.js';
export {
  addPreviewSection,
  hidePreviewField,
  movePreviewSection,
  placePreviewField,
  removePreviewSection,
  renamePreviewSection,
  unplacePreviewField,
} from './previewLayout.js';
export { readVersionFile, VERSION_FILE_FORMAT, versionFile, type VersionFile } from './versionFile.js';
export {
  addLanguage,
  importTranslationsCsv,
  removeLanguage,
  setLanguageRequired,
  setTranslation,
  translationsCsv,
  type TranslationImport,
} from './translations.js';
