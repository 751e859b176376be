import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { indiaEvisa } from '@evisa/forms/browser';
import { clearDraft, hasUnsavedAnswers, readDraft, stepAnswers, writeDraft } from './stepDraft';
import { StepProgress } from './StepProgress';

const ID = 'K7M2QX9PA4R8TZ3WN';
const steps = indiaEvisa.steps;
const incompleteFrom = (index: number) => steps.slice(index).map(({ id, route, title }) => ({ id, route, title, errors: [] }));

describe('the progress bar', () => {
  it('tells finished, incomplete, current and unreached steps apart, and links only the reached ones', () => {
    // Steps 1-3 done, step 4 current and the first incomplete; step 2 made incomplete by a later change.
    const incomplete = [incompleteFrom(1)[0]!, ...incompleteFrom(3)];
    render(<StepProgress definition={indiaEvisa} current={steps[3]!.route} id={ID} incomplete={incomplete} />);
    expect(screen.getByRole('link', { name: `1. ${steps[0]!.title} (completed)` }).getAttribute('href')).toBe(`/Apply/${ID}`);
    expect(screen.getByRole('link', { name: `2. ${steps[1]!.title} (needs answers)` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `3. ${steps[2]!.title} (completed)` })).toBeInTheDocument();
    expect(screen.getByText(`4. ${steps[3]!.title} (you are here)`).closest('[aria-current="step"]')).toBeInTheDocument();
    expect(screen.getByText(`5. ${steps[4]!.title} (not started)`).closest('a')).toBeNull();
    // The preview and the payment always open: they say what is missing.
    expect(screen.getByRole('link', { name: /Confirm details/ }).getAttribute('href')).toBe(`/Preview/${ID}`);
  });

  it('links nothing for a new application', () => {
    render(<StepProgress definition={indiaEvisa} current={steps[0]!.route} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('answers kept on the device', () => {
  beforeEach(() => localStorage.clear());
  const step2 = steps[1]!;

  it('keeps only the step’s own answers, per application and step, until cleared', () => {
    const answers = stepAnswers(step2, { Gender: 'FEMALE', Surname: 'Martin', sku_id: ID });
    expect(answers).toEqual({ Gender: 'FEMALE' });
    writeDraft(ID, step2.id, answers);
    expect(readDraft(ID, step2.id)?.answers).toEqual({ Gender: 'FEMALE' });
    expect(readDraft(ID, steps[2]!.id)).toBeUndefined();
    expect(readDraft(undefined, step2.id)).toBeUndefined();
    clearDraft(ID, step2.id);
    expect(readDraft(ID, step2.id)).toBeUndefined();
  });

  it('drops answers kept for more than 30 days', () => {
    localStorage.setItem(`evisa-draft:${ID}:${step2.id}`, JSON.stringify({ answers: { Gender: 'MALE' }, at: '2020-01-01T00:00:00.000Z' }));
    expect(readDraft(ID, step2.id)).toBeUndefined();
    expect(localStorage.getItem(`evisa-draft:${ID}:${step2.id}`)).toBeNull();
  });

  it('sees a change of the step’s answers as unsaved, not a change of another step', () => {
    const saved = { Gender: 'FEMALE', Surname: 'Martin' };
    expect(hasUnsavedAnswers(step2, { ...saved, Surname: 'Other' }, saved)).toBe(false);
    expect(hasUnsavedAnswers(step2, { ...saved, Gender: 'MALE' }, saved)).toBe(true);
    expect(hasUnsavedAnswers(step2, { ...saved, Town_Cit_of_birth: 'Lyon' }, saved)).toBe(true);
  });
});
