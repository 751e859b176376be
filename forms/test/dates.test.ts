import { describe, expect, it } from 'vitest';
import { addDays, addMonths, validateWith, validationDates, type ValidateFunction } from '../src/index.js';

describe('dates worked out at validation time', () => {
  const now = new Date('2026-11-22T23:30:00Z');

  it('are today, the latest arrival and, with an arrival, the earliest passport expiry', () => {
    expect(validationDates({}, now)).toEqual({ _today: '2026-11-22', _arrival_max: '2027-03-22' });
    expect(validationDates({ Expected_Date_of_Arrival: '2027-01-10' }, now)).toEqual({
      _today: '2026-11-22',
      _arrival_max: '2027-03-22',
      _expiry_min: '2027-07-10',
    });
    expect(validationDates({ Expected_Date_of_Arrival: '2027-02-30' }, now)).not.toHaveProperty('_expiry_min');
  });

  it('add calendar months, clamped to the end of a shorter month, and days across years', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 6)).toBe('2027-06-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(() => addMonths('soon', 1)).toThrow(/Not a date/);
  });

  it("are handed to the validator on a copy: the caller's data keeps no private key", () => {
    let seen: unknown;
    const validate: ValidateFunction = (data) => {
      seen = data;
      return true;
    };
    const data = { Surname: ' Martin ', Expected_Date_of_Arrival: '2027-01-10' };
    expect(validateWith(validate, data, { now })).toEqual([]);
    expect(seen).toEqual({
      Surname: 'Martin',
      Expected_Date_of_Arrival: '2027-01-10',
      _today: '2026-11-22',
      _arrival_max: '2027-03-22',
      _expiry_min: '2027-07-10',
    });
    expect(data).toEqual({ Surname: ' Martin ', Expected_Date_of_Arrival: '2027-01-10' });
  });
});
