import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStep, indiaEvisa } from '@evisa/forms/browser';
import { StepForm } from './StepForm';
import type { Uploader } from './uploads';
import { loadStepValidators } from './test/stepValidators';

// jsdom decodes no image: the photograph's pixels are those this stub says (400 x 400 unless a test changes it).
let pixels = { width: 400, height: 400 };
beforeEach(() => {
  vi.stubGlobal('createImageBitmap', async () => ({ ...pixels, close() {} }));
});
/** A JPEG as far as the checks go: its type and a size between 10 KB and 1 MB. */
const jpeg = (name: string) => new File(['x'.repeat(12 * 1024)], name, { type: 'image/jpeg' });

describe('uploads', () => {
  async function renderPhotoStep() {
    const step = getStep(indiaEvisa, 'step5');
    render(<StepForm step={step} validators={await loadStepValidators('step5')} formData={{}} onSubmit={vi.fn(async () => [])} />);
    return screen.getByLabelText(/^Photograph/) as HTMLInputElement;
  }

  it('refuses other types and files over 20 MB with the spec messages, next to the field', async () => {
    const input = await renderPhotoStep();
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Invalid file type. Only PDF, JPG, JPEG, and PNG are allowed.')).toBeInTheDocument();
    const huge = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 20_971_521 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('File size exceeds the 20MB limit.')).toBeInTheDocument();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('says what is wrong with a photograph as soon as it is chosen and offers the photo helper', async () => {
    pixels = { width: 400, height: 300 };
    try {
      const input = await renderPhotoStep();
      fireEvent.change(input, { target: { files: [jpeg('holiday.jpg')] } });
      expect(await screen.findByText(/^Your photo is 400 x 300 pixels; it must be square \(equal height and width\)\./)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Fix your photo here' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Use this square photo' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('region', { name: 'Fix your photo here' })).toBeNull();
    } finally {
      pixels = { width: 400, height: 400 };
    }
  });

  it('uploads with progress, keeps the stored name and previews the photograph', async () => {
    const sent: FormData[] = [];
    class FakeRequest {
      upload: { onprogress?: (event: ProgressEvent) => void } = {};
      status = 0;
      response: unknown;
      responseType = '';
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      open() {}
      setRequestHeader() {}
      abort() {}
      send(body: FormData) {
        sent.push(body);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        // The answer comes when the test has seen the progress (a timer could outrun a slow machine's test).
        finish = () => {
          this.status = 201;
          this.response = {
            success: true,
            file: {
              filename: '0123456789abcdef0123456789abcdef.jpg',
              url: '/api/uploads/0123456789abcdef0123456789abcdef.jpg?expires=2000000000&signature=abc',
            },
          };
          this.onload?.();
        };
      }
    }
    let finish = () => {};
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const input = await renderPhotoStep();
    fireEvent.change(input, { target: { files: [jpeg('me.jpg')] } });
    expect(await screen.findByText('Uploading me.jpg… 50%')).toBeInTheDocument();
    act(() => finish());
    const preview = (await screen.findByRole('img', { name: 'Your uploaded photograph' })) as HTMLImageElement;
    // The signed link the upload answer carried, not an address made from the name.
    expect(preview.getAttribute('src')).toBe('/api/uploads/0123456789abcdef0123456789abcdef.jpg?expires=2000000000&signature=abc');
    expect(sent[0]!.get('image')).toBeInstanceOf(File);
  });

  it('shows the server’s refusal on the field', async () => {
    class RefusingRequest {
      upload = {};
      status = 0;
      response: unknown;
      responseType = '';
      onload?: () => void;
      open() {}
      setRequestHeader() {}
      send() {
        this.status = 415;
        this.response = { success: false, message: 'Only PDF, JPEG and PNG files are accepted.' };
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', RefusingRequest);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const input = await renderPhotoStep();
    fireEvent.change(input, { target: { files: [jpeg('me.jpg')] } });
    expect(await screen.findByText('Only PDF, JPEG and PNG files are accepted.')).toBeInTheDocument();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('another uploader', () => {
  it('stores the file where the host says and shows it from there (the console preview keeps files in the page)', async () => {
    const uploader: Uploader = {
      upload: vi.fn(async (file: File, onProgress: (fraction: number) => void) => {
        onProgress(1);
        return `kept-${file.name}`;
      }),
      url: (name) => `blob:preview/${name}`,
    };
    render(<StepForm step={getStep(indiaEvisa, 'step5')} validators={await loadStepValidators('step5')} uploader={uploader} />);
    const input = screen.getByLabelText(/^Photograph/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [jpeg('me.jpg')] } });
    const preview = (await screen.findByRole('img', { name: 'Your uploaded photograph' })) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('blob:preview/kept-me.jpg');
    expect(uploader.upload).toHaveBeenCalledOnce();
  });
});

describe('the file picker', () => {
  it('is a button labelling the hidden file control, with the chosen file’s name beside it, read out with the field', async () => {
    const uploader: Uploader = { upload: async (file) => `kept-${file.name}`, url: (name) => `blob:preview/${name}` };
    render(<StepForm step={getStep(indiaEvisa, 'step5')} validators={await loadStepValidators('step5')} uploader={uploader} />);
    const input = screen.getByLabelText(/^Photograph/) as HTMLInputElement;
    // The control itself stays (keyboard, screen reader, a phone's camera), out of sight; its second label is the button.
    expect(input.type).toBe('file');
    expect(input.className).toContain('visually-hidden');
    expect(screen.getByLabelText('Choose a photo')).toBe(input);
    const name = screen.getByText('No file chosen');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(name.id);
    fireEvent.change(input, { target: { files: [jpeg('me.jpg')] } });
    await screen.findByRole('img', { name: 'Your uploaded photograph' });
    expect(name.textContent).toBe('me.jpg');
    expect(screen.getByLabelText('Choose another photo')).toBe(input);
  });
});
