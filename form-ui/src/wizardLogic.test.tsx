import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getStep, indiaEvisa, queryStep } from '@evisa/forms/browser';
import { validApplication } from '@evisa/forms/fixtures';
import { createStepValidator } from './createStepValidator';
import { StepForm } from './StepForm';
import { stepValues } from './stepValues';
import { loadStepValidators } from './test/stepValidators';

// Generated on first import, slowly on a cold start: done once here, outside the tests' own time limits.
beforeAll(() => Promise.all(['step1', 'step2', 'step3', 'step4', 'step5', 'security'].map(loadStepValidators)), 120_000);

const SPOUSE = {
  spouse_Name: 'Marc Martin',
  spouse_Nationality_Region: 'FRANCE',
  spouse_Place_of_birth: 'Nice',
  spouse_Country_of_birth: 'FRANCE',
};

async function renderStep(stepId: string, initialData: Record<string, unknown>) {
  const step = getStep(indiaEvisa, stepId);
  const validateFns = await loadStepValidators(stepId);
  const onSubmit = vi.fn(async (_values: Record<string, unknown>) => []);
  const onInvalid = vi.fn();
  render(<StepForm step={step} validators={validateFns} formData={initialData} onSubmit={onSubmit} onInvalid={onInvalid} />);
  return { user: userEvent.setup(), onSubmit, onInvalid, step };
}

describe('what a step saves', () => {
  it('sends only the step’s own fields, without the branches no longer shown', async () => {
    const step = getStep(indiaEvisa, 'step3');
    const validator = createStepValidator(step, await loadStepValidators('step3'));
    const application = { ...validApplication(), ...SPOUSE, Applicant_Marital_Status: 'SINGLE', Present_House_No: '  12   Rue  ' };
    const values = stepValues(step, validator, application);
    expect(values.spouse_Name).toBeNull(); // hidden now: sent as null, so the server clears it
    expect(values.Surname).toBeUndefined(); // a step-1 answer, read but not sent again
    expect(values.Present_House_No).toBe('12 Rue');
    expect(Object.keys(values).every((field) => queryStep(step).names.has(field))).toBe(true);

    expect(stepValues(step, validator, { ...application, Applicant_Marital_Status: 'MARRIED' }).spouse_Name).toBe('Marc Martin');
  });

  it('decides the purpose block of step 4 from the purpose chosen in step 1', async () => {
    const step = getStep(indiaEvisa, 'step4');
    const validator = createStepValidator(step, await loadStepValidators('step4'));
    const sports = validApplication(new Date(), { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sports Related Activity' });
    const values = stepValues(step, validator, { ...sports, MEETING_FRIENDS_RELATIVES_Details: 'left over' });
    expect(values.Sport_event_name).toBe('Asian Open Badminton Championship');
    expect(values.MEETING_FRIENDS_RELATIVES_Details).toBeNull();
    expect(values.sub_Visa_Service).toBeUndefined();
  });
});

describe('step interactions', () => {
  it('copies the present address to the permanent one once when "Same address" is ticked', async () => {
    const { user } = await renderStep('step3', {});
    await user.type(screen.getByLabelText(/^Present address: House No/), '12 Rue de la Paix');
    await user.type(screen.getByLabelText(/^Present address: Village/), 'Paris');
    await user.click(screen.getByLabelText('Permanent address is the same as the present address'));
    expect((screen.getByLabelText(/^Permanent address: House No/) as HTMLInputElement).value).toBe('12 Rue de la Paix');
    expect((screen.getByLabelText(/^Permanent address: Village/) as HTMLInputElement).value).toBe('Paris');

    await user.type(screen.getByLabelText(/^Present address: House No/), ' bis');
    expect((screen.getByLabelText(/^Permanent address: House No/) as HTMLInputElement).value).toBe('12 Rue de la Paix');
  });

  it('shows the spouse fields for a married applicant only', async () => {
    const { user } = await renderStep('step3', {});
    expect(screen.queryByLabelText(/Spouse/i)).toBeNull();
    await user.click(screen.getByLabelText('Married'));
    expect(screen.getAllByLabelText(/spouse/i).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Single'));
    expect(screen.queryAllByLabelText(/spouse/i)).toHaveLength(0);
  });

  it('adds and removes SAARC visits, starting with one entry', async () => {
    const { user } = await renderStep('step4', validApplication());
    const saarc = () => screen.getByRole('radiogroup', { name: /SAARC/ });
    await user.click(within(saarc()).getByLabelText('Yes'));
    expect(screen.getAllByRole('group', { name: /^Entry \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove entry/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '+ Add another entry' }));
    expect(screen.getAllByRole('group', { name: /^Entry \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove entry 2' }));
    expect(screen.getAllByRole('group', { name: /^Entry \d$/ })).toHaveLength(1);

    await user.click(within(saarc()).getByLabelText('No'));
    expect(screen.queryByRole('group', { name: /^Entry \d$/ })).toBeNull();
  });

  it('shows the purpose block of the purpose chosen in step 1', async () => {
    await renderStep('step4', validApplication(new Date(), { Visa_Service: 'eBUSINESS VISA', sub_Visa_Service: 'Sports Related Activity' }));
    expect((screen.getByLabelText(/Name of the event/i) as HTMLInputElement).value).toBe('Asian Open Badminton Championship');
    expect(screen.queryByLabelText(/Name of the hospital/i)).toBeNull();
  });

  it('names the applicant in the pre-ticked declaration and refuses an unanswered security step', async () => {
    const { user, onSubmit, onInvalid } = await renderStep('security', { Given_Name: 'Claire', Surname: 'Martin' });
    const declaration = screen.getByLabelText(/I, Claire Martin, hereby declare/) as HTMLInputElement;
    expect(declaration.checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save And Continue' }));
    expect(onInvalid).toHaveBeenCalled();
    expect(screen.getAllByText('This field is required.')).toHaveLength(6);
    expect(onSubmit).not.toHaveBeenCalled();

    for (const group of screen.getAllByRole('radiogroup')) await user.click(within(group).getByLabelText('No'));
    await user.click(declaration);
    await user.click(screen.getByRole('button', { name: 'Save And Continue' }));
    expect(screen.getByText('Please tick the declaration to continue.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(declaration);
    await user.click(screen.getByRole('button', { name: 'Save And Continue' }));
    // Each No hides its details, which are sent empty (null) so that details given before are cleared.
    expect(onSubmit).toHaveBeenCalledWith({
      question_one: false,
      question_one_details: null,
      question_two: false,
      question_two_details: null,
      question_three: false,
      question_three_details: null,
      question_four: false,
      question_four_details: null,
      question_five: false,
      question_five_details: null,
      question_six: false,
      question_six_details: null,
    });
  });

  it('asks for details when a security answer is Yes', async () => {
    const { user } = await renderStep('security', {});
    expect(screen.queryByLabelText(/Please give details/)).toBeNull();
    await user.click(within(screen.getAllByRole('radiogroup')[0]!).getByLabelText('Yes'));
    expect(screen.getByLabelText(/Please give details/).tagName).toBe('TEXTAREA');
  });

  it('shows a paid application read-only, without a submit button', async () => {
    const step = getStep(indiaEvisa, 'step2');
    render(<StepForm step={step} validators={await loadStepValidators('step2')} formData={validApplication()} readOnly onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Submit and Next' })).toBeNull();
    expect((screen.getByLabelText(/^Passport Number/) as HTMLInputElement).readOnly).toBe(true);
  });
});
