import LiveHelpIcon from '@mui/icons-material/SupportAgent';
import { LiveHelpList } from './LiveHelpList';
import { LiveHelpShow } from './LiveHelpShow';
import type { LiveHelpRecord } from './types';

/** The live-help queue of the console: conversations applicants start from the site, answered from their page. */
export const liveHelp = {
  list: LiveHelpList,
  show: LiveHelpShow,
  icon: LiveHelpIcon,
  options: { label: 'Live help' },
  recordRepresentation: (record: LiveHelpRecord) => record.email ?? record.sku_id ?? 'Live help',
};
