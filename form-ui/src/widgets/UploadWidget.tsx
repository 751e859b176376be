import { useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { apiUploader, uploadProblem } from '../uploads';
import SampleImage from './SampleImage';
import type { StepFormContext } from '../stepFormContext';
import { useShownErrors } from '../shownErrors';

type UploadState = { phase: 'idle' } | { phase: 'uploading'; name: string; progress: number } | { phase: 'failed'; message: string };

/**
 * A file field (`"ui:widget": "upload"`): checks type and size with the spec's alerts, uploads with a progress bar
 * and keeps the stored name the server returns as the value. A photograph is previewed; a document can be opened.
 */
export default function UploadWidget(props: WidgetProps) {
  const { id, name, htmlName, value, required, disabled, readonly, options, schema, label, rawErrors, registry, onChange, onBlur } = props;
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
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
    const problem = uploadProblem(file);
    if (problem) {
      window.alert(problem);
      input.value = '';
      return;
    }
    setState({ phase: 'uploading', name: file.name, progress: 0 });
    try {
      const stored = await uploader.upload(file, (progress) => setState({ phase: 'uploading', name: file.name, progress }));
      setState({ phase: 'idle' });
      onChange(stored);
    } catch (error) {
      console.error('Upload failed', error);
      setState({ phase: 'failed', message: error instanceof Error ? error.message : 'The upload failed. Please try again.' });
    } finally {
      input.value = '';
      onBlur(id, undefined);
    }
  };

  const describedBy = [ariaDescribedByIds(id), statusId].join(' ');

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
      <input
        type="file"
        id={id}
        name={htmlName || id}
        className="upload__input"
        accept={typeof options.accept === 'string' ? options.accept : undefined}
        disabled={disabled || readonly || state.phase === 'uploading'}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => void choose(event)}
      />
      <div id={statusId} className="upload__status" aria-live="polite">
        {state.phase === 'uploading' && (
          <>
            <progress className="upload__progress" max={1} value={state.progress} aria-label={`Uploading ${state.name}`} />
            <span>
              Uploading {state.name}… {Math.round(state.progress * 100)}%
            </span>
          </>
        )}
        {state.phase === 'failed' && (
          <p className="field__errors upload__error" role="alert">
            {state.message}
          </p>
        )}
        {state.phase === 'idle' && filename && <span className="upload__done">{isPhoto ? 'Photograph uploaded.' : ''} To change it, choose another file.</span>}
      </div>
    </div>
  );
}
