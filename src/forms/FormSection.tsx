import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a questionnaire (Account, Main data, Additional data). */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ mt: 2 }}>
    <Typography variant="h6" component="h2">
      {title}
    </Typography>
    {children}
  </Box>
);
