import { describe, expect, it } from 'vitest';
import { errorsOf, without } from './helpers.js';

const QUESTIONS = ['question_one', 'question_two', 'question_three', 'question_four', 'question_five', 'question_six'];

describe('additional security questions', () => {
  it('accepts six answers', () => {
    expect(errorsOf('security')).toEqual([]);
  });

  it('requires every question: "This field is required."', () => {
    expect(errorsOf('security', without(...QUESTIONS))).toEqual(QUESTIONS.map((field) => ({ field, message: 'This field is required.' })));
  });

  it.each(QUESTIONS)('asks for details when %s is answered yes', (question) => {
    expect(errorsOf('security', { [question]: true })).toEqual([
      { field: `${question}_details`, message: 'Details are required when the answer is Yes.' },
    ]);
    expect(errorsOf('security', { [question]: true, [`${question}_details`]: 'Fined for speeding in 2015, Lyon.' })).toEqual([]);
  });

  it('takes yes or no only', () => {
    expect(errorsOf('security', { question_three: 'no' })).toEqual([{ field: 'question_three', message: 'Please answer Yes or No' }]);
  });
});
