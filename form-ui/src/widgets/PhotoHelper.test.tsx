import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoHelper } from './PhotoHelper';

// jsdom decodes no image and draws nothing: the helper only needs the picture's size.
const landscape = { width: 400, height: 300 } as ImageBitmap;

describe('the photo helper', () => {
  it('sizes the square, and moves it only along a side of the picture longer than the square', () => {
    render(<PhotoHelper id="root_photo" image={landscape} fileName="holiday.jpg" onDone={vi.fn()} onCancel={vi.fn()} />);
    const size = screen.getByRole('slider', { name: 'Size of the square' });
    expect(size).toHaveValue('100');
    expect(screen.getByRole('slider', { name: 'Left or right' })).toHaveValue('200');
    expect(screen.queryByRole('slider', { name: 'Up or down' })).not.toBeInTheDocument();

    fireEvent.change(size, { target: { value: '50' } });
    expect(size).toHaveValue('50');
    expect(screen.getByRole('slider', { name: 'Up or down' })).toHaveValue('150');

    fireEvent.change(screen.getByRole('slider', { name: 'Left or right' }), { target: { value: '0' } });
    expect(screen.getByRole('slider', { name: 'Left or right' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'Up or down' })).toHaveValue('150');
  });
});
