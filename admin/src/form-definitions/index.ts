import FormDefinitionIcon from '@mui/icons-material/DynamicForm';
import { FormDefinitionList } from './FormDefinitionList';
import { FormDefinitionShow } from './FormDefinitionShow';

export default {
  list: FormDefinitionList,
  show: FormDefinitionShow,
  icon: FormDefinitionIcon,
  options: { label: 'Form definitions' },
  recordRepresentation: (record: { version: number }) => `version ${record.version}`,
};
