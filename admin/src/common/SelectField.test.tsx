import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

afterEach(cleanup);

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
];

/** A parent holding the value, as the editors do. */
const Sized = ({ onValue }: { onValue: (value: string) => void }) => {
  const [size, setSize] = useState('small');
  return (
    <SelectField
      label="Size"
      value={size}
      options={SIZES}
      onValue={(value) => {
        setSize(value);
        onValue(value);
      }}
    />
  );
};

describe('SelectField', () => {
  it('is a combobox named by its label, showing the chosen option, and gives the value chosen', async () => {
    const onValue = vi.fn();
    render(<Sized onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveTextContent('Small');

    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Small', 'Large']);
    fireEvent.click(screen.getByRole('option', { name: 'Large' }));
    expect(onValue).toHaveBeenCalledWith('large');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('Large');
  });

  it('can be disabled', () => {
    render(<SelectField label="Size" value="small" options={SIZES} onValue={vi.fn()} disabled />);
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAttribute('aria-disabled', 'true');
  });
});
