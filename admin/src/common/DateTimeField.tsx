import { formatDate, formatDateTime } from '@evisa/forms/browser';
import { Typography, type TypographyProps } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';

type DateTimeFieldProps = Pick<FieldProps, 'source' | 'record' | 'emptyText'> &
  Pick<TypographyProps, 'variant' | 'color'> & {
    /** The time beside a moment's date (a stored date, 'YYYY-MM-DD', has none). */
    showTime?: boolean;
  };

const STORED_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A record's date or moment in the one format of the console and the site (`@evisa/forms`' dates): '12 April 1985',
 * or '12 April 1985, 14:05' for a moment, in the reader's time zone. Used wherever react-admin's DateField would be.
 */
export const DateTimeField = ({ source, record, emptyText = '', showTime = false, variant = 'body2', color }: DateTimeFieldProps) => {
  const value: unknown = useFieldValue({ source, record });
  const text =
    typeof value === 'string' && STORED_DATE.test(value)
      ? formatDate(value)
      : typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatDateTime(value, { time: showTime })
        : '';
  return (
    <Typography component="span" variant={variant} color={color}>
      {text || emptyText}
    </Typography>
  );
};
