export { definitionOf, EditError, manifestOf, stepFiles, tryBuild, type DefinitionFiles } from './editFiles.js';
export {
  addField,
  EDITABLE_KINDS,
  fieldNameFor,
  KIND_LABELS,
  moveField,
  removeField,
  setCondition,
  simpleCondition,
  updateField,
  type EditableKind,
  type FieldChanges,
  type NewField,
  type SimpleCondition,
} from './fields.js';
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
