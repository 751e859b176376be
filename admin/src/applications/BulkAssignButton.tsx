import AssignIcon from '@mui/icons-material/AssignmentInd';
import { BulkUpdateMenu } from './BulkUpdateMenu';
import { useAssignees } from './useAssignees';

/** Assigns the selected applications to one staff member (or to nobody) at once. */
export const BulkAssignButton = () => {
  const { data: assignees = [] } = useAssignees();
  const choices = [
    ...assignees.map((assignee) => ({ data: { assignee_id: assignee.id }, name: assignee.email })),
    { data: { assignee_id: null }, name: 'Nobody' },
  ];
  return (
    <BulkUpdateMenu
      label="Assign"
      icon={<AssignIcon />}
      choices={choices}
      done={(choice) => (choice.data.assignee_id ? `assigned to ${choice.name}` : 'no longer assigned')}
      failed="The applications could not be assigned"
    />
  );
};
