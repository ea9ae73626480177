import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Card } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The page around the login forms: react-admin's <Login> look (the dark radial background, the card,
 * the lock) without react-admin, so that /login renders before react-admin has loaded. The page's
 * main landmark.
 */
export const LoginCard = ({ children }: { children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      display: 'flex',
      flexDirection: 'column',
      minHeight: '100vh',
      alignItems: 'center',
      justifyContent: 'flex-start',
      backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
    }}
  >
    <Card sx={{ minWidth: 300, maxWidth: 'calc(100vw - 16px)', mt: '6em' }}>
      <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
        <Avatar sx={{ bgcolor: 'secondary.main' }}>
          <LockIcon />
        </Avatar>
      </Box>
      {children}
    </Card>
  </Box>
);
