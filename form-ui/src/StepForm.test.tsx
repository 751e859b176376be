import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getStep, indiaEvisa } from '@evisa/forms/browser';
import { StepForm } from './StepForm';
import { StepHeader } from './StepHeader';
import { loadStepValidators } from './test/stepValidators';

const step = getStep(indiaEvisa, 'step1');

async function renderStep1() {
  const validateFns = await loadStepValidators(step.id);
  const onSubmit = vi.fn(async () => []);
  const user = userEvent.setup();
  render(<StepForm step={step} validators={validateFns} formData={{}} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

const visaService = () => screen.getByRole('radiogroup', { name: /Visa Service/ });
const duration = () => screen.queryByRole('radiogroup', { name: /Visa duration/ });
const purpose = () => screen.queryByRole('radiogroup', { name: /Purpose of visit/ });

describe('step 1', () => {
  it('shows the shared messages under each field when submitted empty', async () => {
    const { user, onSubmit } = await renderStep1();
    expect(screen.queryByText('Surname is required')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    for (const message of [
      'Application Type is required',
      'Passport Type is required',
      'Surname is required',
      'Given Name is required',
      'Nationality is required',
      'Port Of Arrival is required',
      'Date of Birth is required',
      'Email is required',
      'Re-enter Email is required',
      'Contact number is required',
      'Expected Date of Arrival is required',
      'Visa Service is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    const surname = screen.getByLabelText(/Surname/);
    expect(surname.getAttribute('aria-invalid')).toBe('true');
    expect(surname.getAttribute('aria-describedby')).toContain('root_Surname__error');
    expect(document.getElementById('root_Surname__error')?.textContent).toBe('Surname is required');
    expect(document.activeElement).toBe(screen.getAllByRole('radio', { name: /Normal Processing/ })[0]);
    expect(screen.getByRole('alert').textContent).toMatch(/correct the fields/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a message once its field is left, and drops it when fixed', async () => {
    const { user } = await renderStep1();
    const surname = screen.getByLabelText(/Surname/);
    await user.click(surname);
    await user.tab();
    expect(screen.getByText('Surname is required')).toBeInTheDocument();
    expect(screen.queryByText('Given Name is required')).toBeNull();

    await user.type(surname, 'Doe');
    expect(screen.queryByText('Surname is required')).toBeNull();
    expect(surname.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for the tourist duration, then the purpose, and resets both when the service changes', async () => {
    const { user } = await renderStep1();
    expect(duration()).toBeNull();

    await user.click(within(visaService()).getByLabelText('eTOURIST VISA'));
    const durations = within(duration()!)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(durations).toEqual(['30 Days', '1 Year', '5 Year']);
    expect(purpose()).toBeNull();

    await user.click(within(duration()!).getByLabelText('30 Days'));
    await user.click(within(purpose()!).getByLabelText('Meeting Friends/Relatives'));
    expect((within(purpose()!).getByLabelText('Meeting Friends/Relatives') as HTMLInputElement).checked).toBe(true);

    // A different duration keeps the service and resets the purpose, even one both lists share.
    await user.click(within(duration()!).getByLabelText('1 Year'));
    expect((within(purpose()!).getByLabelText('Meeting Friends/Relatives') as HTMLInputElement).checked).toBe(false);

    await user.click(within(purpose()!).getByLabelText('Meeting Friends/Relatives'));
    await user.click(within(visaService()).getByLabelText('eBUSINESS VISA'));
    expect(duration()).toBeNull();
    const businessPurposes = within(purpose()!).getAllByRole('radio') as HTMLInputElement[];
    expect(businessPurposes.some((radio) => radio.checked)).toBe(false);
    expect(within(purpose()!).getByLabelText('Sale/Purchase/Trade')).toBeInTheDocument();

    // Back to tourist: the earlier duration and purpose are gone too.
    await user.click(within(visaService()).getByLabelText('eTOURIST VISA'));
    const durationRadios = within(duration()!).getAllByRole('radio') as HTMLInputElement[];
    expect(durationRadios.some((radio) => radio.checked)).toBe(false);
    expect(purpose()).toBeNull();
  });
});

describe('the public API', () => {
  it('tells the host every change of the answers, the whole data each time', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<StepForm step={step} validators={await loadStepValidators(step.id)} formData={{ Surname: 'Martin' }} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Given Name/), 'Ann');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ Surname: 'Martin', Given_Name: 'Ann' }));
  });

  it('shows the rules on submit without a save call (a preview), and nothing to submit when read-only', async () => {
    const user = userEvent.setup();
    const validators = await loadStepValidators(step.id);
    const { unmount } = render(<StepForm step={step} validators={validators} />);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(screen.getByText('Surname is required')).toBeInTheDocument();
    unmount();

    render(<StepForm step={step} validators={validators} formData={{ Surname: 'Martin' }} readOnly />);
    expect(screen.queryByRole('button', { name: 'Save and Continue' })).toBeNull();
    expect((screen.getByLabelText(/Surname/) as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('the step header', () => {
  it("shows the earlier answers the step's header names, each only when its condition holds", () => {
    const answers = { Surname: 'Martin', Given_Name: 'Ann', Visa_Service: 'eBUSINESS VISA', Sub_t_Visa_Service: '30 Days' };
    render(<StepHeader definition={indiaEvisa} stepId="step2" answers={answers} />);
    const header = screen.getByLabelText('Your application');
    expect(within(header).getByText('eBUSINESS VISA')).toBeInTheDocument();
    expect(within(header).getByText('Given Name/s')).toBeInTheDocument();
    // The tourist duration is not shown for a business visa, even though a value is stored.
    expect(within(header).queryByText('30 Days')).toBeNull();
  });
});
