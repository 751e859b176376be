/** The ajv-errors keywords of a field's messages, as an editor understands them. */
export const MESSAGE_LABELS: Record<string, string> = {
  type: 'Not the right kind of answer',
  maxLength: 'Too long',
  minLength: 'Too short',
  pattern: 'Characters not allowed',
  format: 'Not a valid value',
  enum: 'Not one of the choices',
  formatMaximum: 'Too late',
  formatMinimum: 'Too early',
  formatExclusiveMinimum: 'Too early',
  formatExclusiveMaximum: 'Too late',
};
