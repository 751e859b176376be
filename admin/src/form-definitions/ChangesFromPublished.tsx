import { Typography } from '@mui/material';
import type { FormDefinition } from '@evisa/forms/browser';
import { useMemo } from 'react';
import { Panel } from '../common/Panel';
import { ChangeList } from './ChangeList';
import { compareDefinitions } from './compareDefinitions';
import { usePublishedVersion } from './usePublishedVersion';

/** A version against the published one, field by field: what applicants would see change if it were published. */
export const ChangesFromPublished = ({ formId, definition, version }: { formId: string; definition: FormDefinition | null; version: number }) => {
  const { data: published } = usePublishedVersion(formId);
  const changes = useMemo(
    () => (published?.definition && definition ? compareDefinitions(published.definition, definition) : undefined),
    [published, definition],
  );
  const title = published ? `Compared with the published version ${published.version}` : 'Compared with the published version';
  return (
    <Panel title={title}>
      {!definition && <Typography variant="body2">This version does not build: fix it first (see the checks).</Typography>}
      {published?.version === version && <Typography variant="body2">This is the published version.</Typography>}
      {changes && published?.version !== version && <ChangeList changes={changes} />}
    </Panel>
  );
};
