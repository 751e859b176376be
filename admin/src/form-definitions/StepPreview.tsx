import { Alert, Button, Typography } from '@mui/material';
import { getStep, type FormDefinition } from '@evisa/forms/browser';
import { loadValidators, StepForm, validatorsUrl, type Uploader } from '@evisa/form-ui';
import { useQuery } from '@tanstack/react-query';
import { Panel } from '../common/Panel';

/** Files picked in the preview stay in the browser: a preview stores nothing. */
const previewUploader: Uploader = (() => {
  const urls = new Map<string, string>();
  return {
    upload: async (file, onProgress) => {
      const name = `preview-${urls.size + 1}${file.name.slice(file.name.lastIndexOf('.')).slice(0, 10)}`;
      urls.set(name, URL.createObjectURL(file));
      onProgress(1);
      return name;
    },
    url: (name) => urls.get(name) ?? '',
  };
})();

interface StepPreviewProps {
  /** The form the draft is a version of. */
  formId: string;
  /** The content hash of the saved draft's build (null while it does not build). */
  hash: string | null;
  definition: FormDefinition | undefined;
  stepId: string;
  /** The draft has changes the preview does not show yet (it shows the saved build). */
  stale: boolean;
  onSave: () => Promise<boolean>;
}

/**
 * The step exactly as applicants get it (the site's own StepForm and the draft's validator modules, loaded with
 * import() from the API by content hash): answering shows the conditional fields. It shows the saved draft, whose
 * validators the API has built.
 */
export const StepPreview = ({ formId, hash, definition, stepId, stale, onSave }: StepPreviewProps) => {
  const step = definition?.steps.find((candidate) => candidate.id === stepId);
  const url = hash && step ? validatorsUrl.ofBuild(formId, hash, stepId) : undefined;
  const { data: validators, error } = useQuery({
    queryKey: ['step-validators', url],
    queryFn: () => loadValidators(url!),
    enabled: url !== undefined,
    staleTime: Infinity,
  });
  return (
    <Panel title="Preview">
      {stale && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button size="small" onClick={() => void onSave()}>
              Save to preview
            </Button>
          }
        >
          The preview shows the last saved draft.
        </Alert>
      )}
      {!hash && <Typography variant="body2">The saved draft does not build: fix it and save to preview it.</Typography>}
      {error && <Alert severity="error">The step's rules could not be loaded.</Alert>}
      {definition && step && validators && (
        <div aria-label={`Preview of ${step.title}`} role="region">
          <StepForm key={`${hash}:${stepId}`} step={getStep(definition, stepId)} validators={validators} uploader={previewUploader} />
        </div>
      )}
    </Panel>
  );
};
