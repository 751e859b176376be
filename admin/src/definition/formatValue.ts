// The console shows answers as the applicant's Preview does: one formatter, in @evisa/forms.
export { formatAnswer as formatValue } from '@evisa/forms/browser';
