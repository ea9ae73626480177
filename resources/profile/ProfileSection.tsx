import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One titled block of the profile page. */
export const ProfileSection = ({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) => {
  const translate = useTranslate();
  const label = translate(title);
  return (
    <Paper component="section" aria-label={label} data-testid={testId} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {label}
      </Typography>
      {children}
    </Paper>
  );
};

/** Label and value pairs; a pair whose value is empty is not shown ("every field that is set"). */
export const FieldList = ({ items }: { items: [string, ReactNode][] }) => {
  const translate = useTranslate();
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // On a phone the two columns share the width, and long values (e-mails) wrap.
        gridTemplateColumns: { xs: 'minmax(0, 2fr) minmax(0, 3fr)', sm: 'minmax(140px, max-content) 1fr' },
        gap: 1,
        m: 0,
      }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate(label)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
            data-field={label.split('.').pop()}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
