import FormDefinitionIcon from '@mui/icons-material/DynamicForm';
import { FormDefinitionEdit } from './FormDefinitionEdit';
import { FormDefinitionList } from './FormDefinitionList';
import { FormDefinitionShow } from './FormDefinitionShow';

export default {
  list: FormDefinitionList,
  show: FormDefinitionShow,
  edit: FormDefinitionEdit,
  icon: FormDefinitionIcon,
  options: { label: 'Form definitions' },
  recordRepresentation: (record: { version: number }) => `version ${record.version}`,
};
