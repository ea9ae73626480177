import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** The frame of the public pages (sign-up, e-mail check, password recovery): a titled card. */
export const PublicCard = ({
  title,
  children,
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) => (
  <Box
    component="main"
    sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', p: 2 }}
  >
    <Card sx={{ width: '100%', maxWidth: wide ? 720 : 420, mt: { xs: 2, sm: 6 } }}>
      <CardContent>
        <LanguageSwitch />
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);
