import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it.each(['correct horse battery staple', 'staff password 1234', 'pw Xk3j9aLq0Ww'])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it.each([
    ['short', 'Tr0ub4dor&3', 'The password must have at least 12 characters'],
    ['only spaces', ' '.repeat(16), 'The password cannot be only spaces'],
    ['one character repeated', 'a'.repeat(16), 'The password cannot be one character repeated'],
    ['a common password with digits', 'password1234', expect.stringContaining('too easy to guess')],
    ['a keyboard row', 'qwertyuiop12', expect.stringContaining('too easy to guess')],
    ['digits in a row', '123456789012', expect.stringContaining('too easy to guess')],
    ['too long', 'x'.repeat(200) + ' '.repeat(57), 'The password must have at most 256 characters'],
  ])('refuses %s', (_name, password, message) => {
    expect(passwordProblem(password)).toEqual(message);
  });

  describe("with the account's e-mail address", () => {
    const account = { email: 'Priya.Raman@consultancy.example' };
    it.each([
      'priya.raman@consultancy.example',
      'PRIYA.RAMAN@CONSULTANCY.EXAMPLE',
      'my address: priya.raman@consultancy.example',
      'Priya Raman 2026!',
      'priyaraman!!!!',
    ])('refuses %j', (password) => {
      expect(passwordProblem(password, account)).toBe(
        'The password cannot contain the e-mail address of the account, or be little more than its name',
      );
    });

    it.each(['correct horse battery staple', 'priya rides seven blue tramcars'])('accepts %j', (password) => {
      expect(passwordProblem(password, account)).toBeNull();
    });
  });
});
