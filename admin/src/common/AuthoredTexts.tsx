import { Box, Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import type { Schemas } from '@evisa/contract';
import { DateTimeField } from './DateTimeField';

/** A text a staff member wrote (an internal note, a reply), with who wrote it and when. */
export type AuthoredText = Schemas['AuthoredText'];

/** Who did something and when, under an entry of a list (a note, a reply, an audit entry). */
export const AuthorAndTime = ({ entry }: { entry: { user_email: string | null; created_at: string } }) => (
  <Typography variant="caption" color="text.secondary" component="div">
    {entry.user_email ?? 'Unknown user'} ·{' '}
    <RecordContextProvider value={entry}>
      <DateTimeField source="created_at" showTime variant="caption" />
    </RecordContextProvider>
  </Typography>
);

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
        <AuthorAndTime entry={entry} />
      </Box>
    ))}
  </Box>
);
