// The console shows answers as the applicant's Preview does: one formatter, in @evisa/form-ui.
export { formatAnswer as formatValue } from '@evisa/form-ui';
