import { useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { apiUploader, uploadProblem } from '../uploads';
import { PhotoHelper } from './PhotoHelper';
import { checkPhoto } from './photoCheck';
import { SampleImage } from './SampleImage';
import type { StepFormContext } from '../stepFormContext';
import { useShownErrors } from '../shownErrors';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking'; name: string }
  | { phase: 'fixing'; name: string; image: ImageBitmap; message: string }
  | { phase: 'uploading'; name: string; progress: number }
  | { phase: 'failed'; message: string };

/**
 * A file field (`"ui:widget": "upload"`): checks the file as soon as it is chosen with the rules the API uses
 * (@evisa/forms: type and size; for the photograph also squareness and pixels), says the exact problem next to the
 * field, offers the photo helper for a photograph it can fix, uploads with a progress bar and keeps the stored name
 * the server returns as the value. A photograph is previewed; a document can be opened.
 */
export function UploadWidget(props: WidgetProps) {
  const { id, name, htmlName, value, required, disabled, readonly, options, schema, label, rawErrors, registry, onChange, onBlur } = props;
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  // The name of the file uploaded here, to show beside the picker (the value is the server's stored name).
  const [uploadedName, setUploadedName] = useState<string>();
  const invalid = useShownErrors(id, rawErrors).length > 0 || state.phase === 'failed';
  const isPhoto = (schema as { upload?: unknown }).upload === 'photo';
  const context = registry.formContext as StepFormContext | undefined;
  const sample = context?.step?.field(name)?.sample;
  const uploader = context?.uploader ?? apiUploader;
  const filename = typeof value === 'string' && value ? value : undefined;
  const statusId = `${id}__upload-status`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    const problem = uploadProblem(file);
    if (problem) {
      setState({ phase: 'failed', message: problem });
      return;
    }
    if (isPhoto) {
      setState({ phase: 'checking', name: file.name });
      const checked = await checkPhoto(file, label);
      if (checked.problem) {
        // An image the browser can read can be fixed here; anything else (a PDF) cannot.
        setState(
          checked.image
            ? { phase: 'fixing', name: file.name, image: checked.image, message: checked.problem }
            : { phase: 'failed', message: checked.problem },
        );
        return;
      }
    }
    await send(file);
  };

  const send = async (file: File) => {
    setState({ phase: 'uploading', name: file.name, progress: 0 });
    try {
      const stored = await uploader.upload(file, (progress) => setState({ phase: 'uploading', name: file.name, progress }));
      setState({ phase: 'idle' });
      setUploadedName(file.name);
      onChange(stored);
    } catch (error) {
      console.error('Upload failed', error);
      setState({ phase: 'failed', message: error instanceof Error ? error.message : 'The upload failed. Please try again.' });
    } finally {
      onBlur(id, undefined);
    }
  };

  const nameId = `${id}__file-name`;
  const describedBy = [ariaDescribedByIds(id), nameId, statusId].join(' ');
  const busy = state.phase === 'uploading' || state.phase === 'checking';
  const shownName = 'name' in state ? state.name : (uploadedName ?? (filename ? 'Uploaded earlier' : 'No file chosen'));

  return (
    <div className="upload">
      {sample && <SampleImage sample={sample} />}
      {filename && (
        <div className="upload__current">
          {isPhoto ? (
            <img className="upload__preview" src={uploader.url(filename)} alt={`Your uploaded ${label.toLowerCase()}`} width={160} height={160} />
          ) : (
            <p className="upload__file">
              <strong>File uploaded.</strong>{' '}
              <a href={uploader.url(filename)} target="_blank" rel="noopener">
                View the uploaded file<span className="visually-hidden"> for {label}</span>
              </a>
            </p>
          )}
        </div>
      )}
      {/* The browser's own file control, unstyled and worded in the browser's language, stays the control (keyboard,
          screen readers, a phone's camera and files), hidden from sight only: its label is the button people see. */}
      <div className="upload__picker">
        <input
          type="file"
          id={id}
          name={htmlName || id}
          className="upload__input visually-hidden"
          accept={typeof options.accept === 'string' ? options.accept : undefined}
          disabled={disabled || readonly || busy}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => void choose(event)}
          // It reads as a button, so Enter opens the chooser too (Chromium's file control answers Space only).
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.currentTarget.click();
          }}
        />
        <label htmlFor={id} className="button button--secondary upload__button">
          Choose {filename ? 'another' : 'a'} {isPhoto ? 'photo' : 'file'}
        </label>
        <span id={nameId} className="upload__name">
          {shownName}
        </span>
      </div>
      <div id={statusId} className="upload__status" aria-live="polite">
        {state.phase === 'uploading' && (
          <>
            <progress className="upload__progress" max={1} value={state.progress} aria-label={`Uploading ${state.name}`} />
            <span>
              Uploading {state.name}… {Math.round(state.progress * 100)}%
            </span>
          </>
        )}
        {state.phase === 'checking' && <span>Checking {state.name}…</span>}
        {state.phase === 'fixing' && (
          <p className="field__errors upload__error" role="alert">
            {state.message} You can fix it below.
          </p>
        )}
        {state.phase === 'failed' && (
          <p className="field__errors upload__error" role="alert">
            {state.message}
          </p>
        )}
        {state.phase === 'idle' && filename && isPhoto && <span className="upload__done">Photograph uploaded.</span>}
      </div>
      {state.phase === 'fixing' && (
        <PhotoHelper
          id={id}
          image={state.image}
          fileName={state.name}
          onDone={(file) => void send(file)}
          onCancel={() => setState({ phase: 'idle' })}
        />
      )}
    </div>
  );
}
