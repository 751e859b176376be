import { Chip, type ChipProps } from '@mui/material';

export interface StatusChoice {
  id: string;
  name: string;
  color: ChipProps['color'];
}

interface StatusChipProps {
  value: string | null | undefined;
  choices: StatusChoice[];
  size?: ChipProps['size'];
}

/** A status as a coloured label, so a list can be scanned by state at a glance. */
export const StatusChip = ({ value, choices, size = 'small' }: StatusChipProps) => {
  if (!value) return null;
  const choice = choices.find((candidate) => candidate.id === value);
  return (
    <Chip
      size={size}
      label={choice?.name ?? value}
      color={choice?.color ?? 'default'}
      variant={choice?.color === 'default' ? 'outlined' : 'filled'}
    />
  );
};
