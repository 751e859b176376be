import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Link, Title, useBasename } from 'react-admin';

/** A console address that leads nowhere (a mistyped or outdated link): said in the console's words, with a way back. */
export const ConsoleNotFound = () => {
  const basename = useBasename();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Title title="Page not found" />
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        This page is not in the back office
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        The address may be mistyped, or the link may be out of date. The menu leads to every part of the console.
      </Typography>
      <Button component={Link} to={`${basename}/`} variant="contained" sx={{ mt: 3 }}>
        Back to the dashboard
      </Button>
    </Box>
  );
};
