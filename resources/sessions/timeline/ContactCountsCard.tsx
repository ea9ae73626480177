import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContactCounts } from './api';
import { SUB_EVENTS } from './subEvents';

const Count = ({
  label,
  value,
  testId,
  icon,
}: {
  label: string;
  value: number;
  testId: string;
  icon?: React.ReactNode;
}) => (
  <Box data-testid={testId} sx={{ minWidth: 110 }}>
    <Stack direction="row" alignItems="center" gap={0.5}>
      {icon}
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Stack>
    <Typography variant="h6" component="div" data-testid={`${testId}-value`}>
      {value}
    </Typography>
  </Box>
);

/** The contacts counted per kind, and the denials grouped by reason. */
export const ContactCountsCard = ({ counts }: { counts: ContactCounts }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Stack direction="row" flexWrap="wrap" gap={2} useFlexGap>
        <Count
          label={translate('app.sessionTimeline.kinds.contacts')}
          value={counts.contacts}
          testId="count-contacts"
        />
        {SUB_EVENTS.map(({ kind, count, Icon, color }) => (
          <Count
            key={kind}
            label={translate(`app.sessionTimeline.kinds.${count}`)}
            value={counts[count]}
            testId={`count-${count}`}
            icon={<Icon sx={{ fontSize: 16, color }} />}
          />
        ))}
      </Stack>
      {counts.denialReasons.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{translate('app.sessionTimeline.denialReasons')}</Typography>
          <List dense data-testid="denial-reasons">
            {counts.denialReasons.map((r) => (
              <ListItem key={r.reason ?? ''} disableGutters>
                {r.reason ?? translate('app.sessionTimeline.noReason')}: {r.count}
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
    </Box>
  );
};
