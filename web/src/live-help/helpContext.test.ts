import { describe, expect, it } from 'vitest';
import { fieldNameOf, helpContext } from './helpContext';

describe('helpContext', () => {
  it('names the step and the application on a step of the form, and the field in focus', () => {
    expect(helpContext('/Apply4/k7m2-qx9p-a4r8-tz3wn', 'Passport_Number')).toEqual({
      context: { page: '/Apply4/k7m2-qx9p-a4r8-tz3wn', step: 'Apply4', field: 'Passport_Number' },
      skuId: 'K7M2QX9PA4R8TZ3WN',
    });
  });

  it('names only the page elsewhere', () => {
    expect(helpContext('/Faq', null)).toEqual({ context: { page: '/Faq', step: null, field: null }, skuId: null });
    expect(helpContext('/Track/not-an-id', null).skuId).toBeNull();
  });

  it('reads a field name from the form control, RJSF ids included', () => {
    const input = document.createElement('input');
    input.id = 'root_Passport_Number';
    expect(fieldNameOf(input)).toBe('Passport_Number');
    expect(fieldNameOf(document.createElement('button'))).toBeNull();
  });
});
