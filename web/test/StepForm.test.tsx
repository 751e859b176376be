import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getStep, indiaEvisa } from '@evisa/forms/browser';
import StepForm from '../src/wizard/StepForm';
import { loadStepValidators } from '../src/wizard/stepValidators';

const step = getStep(indiaEvisa, 'step1');

async function renderStep1() {
  const validateFns = await loadStepValidators(step.id);
  const onSubmit = vi.fn(async () => []);
  const user = userEvent.setup();
  render(<StepForm step={step} validateFns={validateFns} initialData={{}} onSubmit={onSubmit} />);
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
      expect(screen.getByText(message)).toBeTruthy();
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
    expect(screen.getByText('Surname is required')).toBeTruthy();
    expect(screen.queryByText('Given Name is required')).toBeNull();

    await user.type(surname, 'Doe');
    expect(screen.queryByText('Surname is required')).toBeNull();
    expect(surname.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for the tourist duration, then the purpose, and resets both when the service changes', async () => {
    const { user } = await renderStep1();
    expect(duration()).toBeNull();

    await user.click(within(visaService()).getByLabelText('eTOURIST VISA'));
    const durations = within(duration()!).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
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
    expect(within(purpose()!).getByLabelText('Sale/Purchase/Trade')).toBeTruthy();

    // Back to tourist: the earlier duration and purpose are gone too.
    await user.click(within(visaService()).getByLabelText('eTOURIST VISA'));
    const durationRadios = within(duration()!).getAllByRole('radio') as HTMLInputElement[];
    expect(durationRadios.some((radio) => radio.checked)).toBe(false);
    expect(purpose()).toBeNull();
  });
});
