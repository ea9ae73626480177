import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { graphql } from '../../../dataProvider/client';
import { PermittedLink, paths } from '../../shared/PermittedLink';
import type { Ref } from '../api';

/** The project a new action was started from (action/new?activity={id}): its title for the link back. */
export const useStartedFrom = (activity: string | null) =>
  useQuery({
    queryKey: ['activityTitle', activity],
    queryFn: async () =>
      (
        await graphql<{ activity: Ref | null }>(
          'query ActivityTitle($id: ID!) { activity(id: $id) { id title } }',
          {
            id: activity,
          },
        )
      ).activity,
    enabled: !!activity,
    retry: false,
  });

/**
 * The projects an action belongs to, each a link back to its page (issue 23 point 3); a new
 * action started from a project shows that one, which the save attaches it to.
 */
export const ActionProjects = ({ projects, isNew }: { projects: Ref[]; isNew: boolean }) => {
  const translate = useTranslate();
  if (!projects.length)
    return isNew ? null : (
      <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="action-projects">
        {translate('app.links.noProjects')}
      </Typography>
    );
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      columnGap={2}
      rowGap={0.5}
      sx={{ mb: 1 }}
      data-testid="action-projects"
    >
      {projects.map((project) => (
        <Stack key={project.id} direction="row" alignItems="center" gap={0.5}>
          <ArrowBackIcon fontSize="small" color="action" />
          <PermittedLink
            to={paths.activity(project.id)}
            permission="screen.activity"
            testId="action-project-link"
          >
            {translate('app.links.backToProject', { title: project.title })}
          </PermittedLink>
        </Stack>
      ))}
    </Stack>
  );
};
