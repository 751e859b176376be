import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getStep, indiaEvisa } from '@evisa/forms/browser';
import { StepPreview } from './StepPreview';
import { validatorsUrl } from './validators';

const step = getStep(indiaEvisa, 'step1');

describe("a form editor's live preview", () => {
  it("renders the step with the build's rules: branches open by answering, a submit shows the messages", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<StepPreview step={step} validatorsUrl={validatorsUrl.ofBuild('india-evisa', 'a1b2c3', 'step1')} onChange={onChange} />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    await user.click(await screen.findByLabelText('eTOURIST VISA', {}, { timeout: 10_000 }));
    expect(screen.getByRole('radiogroup', { name: /Visa duration/ })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ Visa_Service: 'eTOURIST VISA' }));
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(screen.getByText('Surname is required')).toBeInTheDocument();
  });

  it('says when the rules cannot be loaded, with a way to try again', async () => {
    render(<StepPreview step={step} validatorsUrl={validatorsUrl.ofBuild('india-evisa', 'a1b2c3', 'no-such-step')} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/could not be loaded/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
