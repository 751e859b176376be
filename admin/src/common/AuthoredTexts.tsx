import { Box, Typography } from '@mui/material';
import { DateField, RecordContextProvider } from 'react-admin';

/** A text a staff member wrote (an internal note, a reply), with who wrote it and when. */
export interface AuthoredText {
  id: string;
  text: string;
  user_email: string;
  created_at: string;
}

/** Texts staff wrote, in the order given, each with its author and time; line breaks kept. */
export const AuthoredTexts = ({ texts, spaceBelow = false }: { texts: AuthoredText[]; spaceBelow?: boolean }) => (
  <Box component="ol" sx={{ m: 0, mb: spaceBelow ? 2 : 0, p: 0, listStyle: 'none' }}>
    {texts.map((entry) => (
      <Box
        component="li"
        key={entry.id}
        sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': spaceBelow ? {} : { borderBottom: 0 } }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {entry.text}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {entry.user_email} ·{' '}
          <RecordContextProvider value={entry}>
            <DateField source="created_at" showTime variant="caption" />
          </RecordContextProvider>
        </Typography>
      </Box>
    ))}
  </Box>
);
