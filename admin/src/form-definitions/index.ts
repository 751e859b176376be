import FormDefinitionIcon from '@mui/icons-material/DynamicForm';
import { FormDefinitionEdit } from './FormDefinitionEdit';
import { FormDefinitionList } from './FormDefinitionList';
import { FormDefinitionShow } from './FormDefinitionShow';

/** The form definitions resource of the console: its pages, icon and how a record is named. */
export const formDefinitions = {
  list: FormDefinitionList,
  show: FormDefinitionShow,
  edit: FormDefinitionEdit,
  icon: FormDefinitionIcon,
  options: { label: 'Form definitions' },
  recordRepresentation: (record: { version: number }) => `version ${record.version}`,
};
