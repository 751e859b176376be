import RuleIcon from '@mui/icons-material/Rule';
import { BulkUpdateMenu } from './BulkUpdateMenu';
import { reviewStatusChoices } from './choices';

const choices = reviewStatusChoices.map((choice) => ({ data: { review_status: choice.id }, name: choice.name }));

/** Sets the review status of the selected applications at once. */
export const BulkReviewStatusButton = () => (
  <BulkUpdateMenu
    label="Set review status"
    icon={<RuleIcon />}
    choices={choices}
    done={(choice) => `set to ${choice.name}`}
    failed="The review status could not be changed"
  />
);
