import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getStep, indiaEvisa } from '@evisa/forms/browser';
import { StepForm } from '../StepForm';
import { loadStepValidators } from '../test/stepValidators';

const step = getStep(indiaEvisa, 'step1');

async function renderStep1() {
  const onChange = vi.fn();
  render(<StepForm step={step} validators={await loadStepValidators(step.id)} formData={{}} onChange={onChange} onSubmit={vi.fn(async () => [])} />);
  return { onChange, user: userEvent.setup() };
}

const partsOf = (name: RegExp) => {
  const group = screen.getByRole('group', { name });
  return ['Day', 'Month', 'Year'].map((label) => within(group).getByLabelText(label));
};

describe('a date', () => {
  it('is asked as day, month by name and year, each part labelled, described and stored as one date', async () => {
    const { onChange, user } = await renderStep1();
    const [day, month, year] = partsOf(/Date of Birth/);
    expect(day).toHaveAttribute('id', 'root_date_of_Birth');
    expect(month).toHaveAttribute('id', 'root_date_of_Birth__month');
    expect(year).toHaveAttribute('id', 'root_date_of_Birth__year');
    expect(day).toHaveAttribute('autocomplete', 'bday-day');
    expect(month).toHaveAttribute('autocomplete', 'bday-month');
    expect(year).toHaveAttribute('autocomplete', 'bday-year');
    for (const part of [day, month, year]) {
      expect(part).toHaveAttribute('aria-required', 'true');
      expect(part).toHaveAttribute('aria-describedby', expect.stringContaining('root_date_of_Birth__error'));
    }
    for (const part of partsOf(/Expected Date of Arrival/)) expect(part).not.toHaveAttribute('autocomplete');

    await user.type(day!, '7');
    await user.selectOptions(month!, 'April');
    await user.type(year!, '1985');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ date_of_Birth: '1985-04-07' }));
  });

  it('marks every part invalid when the date is refused', async () => {
    const { user } = await renderStep1();
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(screen.getByText('Date of Birth is required')).toBeInTheDocument();
    for (const part of partsOf(/Date of Birth/)) expect(part).toHaveAttribute('aria-invalid', 'true');
  });
});
