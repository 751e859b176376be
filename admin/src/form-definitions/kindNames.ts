import { KIND_LABELS, type FieldKind } from '@evisa/forms/browser';

/** Every kind the query reads, named for editors: the editable ones and those only the JSON editor makes. */
export const KIND_NAMES: Record<FieldKind, string> = { ...KIND_LABELS, number: 'Number', entries: 'List of entries' };
