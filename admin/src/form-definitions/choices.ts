import type { StatusChoice } from '../common/StatusChip';

export const definitionStatusChoices: StatusChoice[] = [
  { id: 'draft', name: 'Draft', color: 'warning' },
  { id: 'published', name: 'Published', color: 'success' },
  { id: 'archived', name: 'Archived', color: 'default' },
];
