import { Box, Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, required, TextInput } from 'react-admin';

/** react-admin's e-mail sign-in, inside a main landmark and under a heading that says where one signs in. */
export const LoginPage = () => (
  <Box component="main">
    <Login>
      <Typography component="h1" variant="h6" sx={{ textAlign: 'center', mt: 1 }}>
        e-Visa back office
      </Typography>
      <LoginForm>
        <TextInput autoFocus source="email" label="Email" autoComplete="email" type="email" validate={required()} />
        <PasswordInput source="password" label="Password" autoComplete="current-password" validate={required()} />
        <TextInput
          source="code"
          label="Authenticator code"
          helperText="Only when two-factor sign-in is on for your account: the app's 6 digits, or a recovery code"
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', maxLength: 11 }}
        />
      </LoginForm>
    </Login>
  </Box>
);
