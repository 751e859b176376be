import ReplyTemplateIcon from '@mui/icons-material/Quickreply';
import { ReplyTemplateCreate } from './ReplyTemplateCreate';
import { ReplyTemplateEdit } from './ReplyTemplateEdit';
import { ReplyTemplateList } from './ReplyTemplateList';

/** The saved replies (reply templates) of the console: its pages, icon and how a record is named. */
export const replyTemplates = {
  list: ReplyTemplateList,
  edit: ReplyTemplateEdit,
  create: ReplyTemplateCreate,
  icon: ReplyTemplateIcon,
  recordRepresentation: 'title',
  options: { label: 'Saved replies' },
};
