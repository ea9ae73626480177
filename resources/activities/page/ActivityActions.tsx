import AddIcon from '@mui/icons-material/Add';
import { Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import { Button, Link, useTranslate } from 'react-admin';
import { can } from '../../../domain/permissions';
import { useRole } from '../../../src/layout/useRole';
import { PermittedLink, paths } from '../../shared/PermittedLink';
import type { Ref } from '../api';

/**
 * The project's actions (issue 23 point 3), each a link to its editor for HQ (plain text for the
 * roles that may not open it), and HQ's «Новое действие», which the new action joins on save.
 */
export const ActivityActions = ({ activityId, actions }: { activityId: string; actions: Ref[] }) => {
  const translate = useTranslate();
  const { role } = useRole();
  return (
    <Card sx={{ mb: 2 }} data-testid="activity-actions">
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1}>
          <Typography variant="h6" component="h2">
            {translate('app.links.actions')}
          </Typography>
          {can(role, 'screen.actionEditor') && (
            <Button component={Link} to={paths.newAction(activityId)} label="app.links.newAction">
              <AddIcon />
            </Button>
          )}
        </Stack>
        {actions.length === 0 ? (
          <Typography color="text.secondary">{translate('app.links.noActions')}</Typography>
        ) : (
          <List dense disablePadding>
            {actions.map((action) => (
              <ListItem key={action.id} disableGutters>
                <PermittedLink
                  to={paths.action(action.id)}
                  permission="screen.actionEditor"
                  testId="activity-action"
                >
                  {action.title}
                </PermittedLink>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
