/**
 * The contact form's rules, checked with the form's own Ajv set-up so that messages and e-mail format match the
 * application form's. The contact form is not a step of the application, so it is not in the form definition.
 */
export const ENQUIRY_SCHEMA = {
  type: 'object',
  properties: {
    Given_Name: {
      type: 'string',
      maxLength: 100,
      errorMessage: { type: 'Name must be text', maxLength: 'Name must be at most 100 characters' },
    },
    Email: {
      type: 'string',
      format: 'email',
      maxLength: 254,
      errorMessage: { type: 'Invalid email format', format: 'Invalid email format', maxLength: 'Invalid email format' },
    },
    contact_no: {
      type: 'string',
      pattern: '^[0-9]+$',
      minLength: 6,
      maxLength: 15,
      errorMessage: {
        type: 'Contact number must contain digits only',
        pattern: 'Contact number must contain digits only',
        minLength: 'Contact number must have 6 to 15 digits, country code included',
        maxLength: 'Contact number must have 6 to 15 digits, country code included',
      },
    },
    Nationality: {
      type: 'string',
      maxLength: 100,
      errorMessage: { type: 'Nationality must be text', maxLength: 'Nationality must be at most 100 characters' },
    },
    remarks: {
      type: 'string',
      maxLength: 2000,
      errorMessage: { type: 'Remarks must be text', maxLength: 'Remarks must be at most 2000 characters' },
    },
  },
  required: ['Given_Name', 'Email', 'contact_no', 'Nationality', 'remarks'],
  errorMessage: {
    required: {
      Given_Name: 'Name is required',
      Email: 'Email is required',
      contact_no: 'Contact number is required',
      Nationality: 'Nationality is required',
      remarks: 'Remarks are required',
    },
  },
} as const;

export const ENQUIRY_FIELDS = ENQUIRY_SCHEMA.required;
