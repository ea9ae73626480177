import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { fetchTeamPage } from './api';
import { ProfileSection } from './ProfileSection';
import type { TeamMember } from './types';

/**
 * The team under the user, nested by manager, read 100 people a page (`team(root)`, by depth then
 * name, so every person's manager is already shown); «Показать ещё» reads the next page.
 */
export const TeamTree = ({ rootId }: { rootId: string }) => {
  const translate = useTranslate();
  const [members, setMembers] = useState<TeamMember[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const load = async (after: string | null) => {
    setLoading(true);
    try {
      const page = await fetchTeamPage(rootId, after);
      setMembers((seen) => [...(after ? seen : []), ...(page?.edges ?? []).map((e) => e.node)]);
      if (page?.totalCount != null) setTotal(page.totalCount);
      setNext(page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null);
    } catch {
      setNext(null);
    } finally {
      setLoading(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the profile changes
  useEffect(() => {
    void load(null);
  }, [rootId]);
  const childrenOf = (id: string) => members.filter((m) => String(m.managerId) === String(id));
  const branch = (id: string) => {
    const children = childrenOf(id);
    if (!children.length) return null;
    return (
      <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
        {children.map((m) => (
          <li key={m.id}>
            <Link to={`/profile/${m.id}`}>
              {m.lastName} {m.firstName}
            </Link>{' '}
            <Typography component="span" color="text.secondary" variant="body2">
              {translate(`app.role.${m.role}`, { _: m.role })}
            </Typography>
            {branch(String(m.id))}
          </li>
        ))}
      </Box>
    );
  };
  return (
    <ProfileSection title="app.profile.sections.team" testId="profile-team">
      {members.length ? (
        branch(rootId)
      ) : loading ? null : (
        <Typography color="text.secondary">{translate('app.profile.noTeam')}</Typography>
      )}
      {next ? (
        <Button size="small" disabled={loading} onClick={() => void load(next)}>
          {translate('app.profile.moreTeam', {
            shown: members.length,
            total: total ?? '',
          })}
        </Button>
      ) : null}
    </ProfileSection>
  );
};
