import { Show } from 'react-admin';
import { ApplicationShowLayout } from './ApplicationShowLayout';
import { ApplicationTitle } from './ApplicationTitle';

export const ApplicationShow = () => (
  <Show component="div" title={<ApplicationTitle />} actions={false}>
    <ApplicationShowLayout />
  </Show>
);
