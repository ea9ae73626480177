import { Button, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { can } from '../../domain/permissions';
import { isRole } from '../../domain/roles';
import {
  ASSIGNMENT_MESSAGES,
  managerAssignmentSchema,
  spotResponsibleSchema,
  supervisorCitiesSchema,
} from '../../domain/validation/assignments';
import { AssignDialog } from './AssignDialog';
import {
  assignCities,
  assignManager,
  assignSpotResponsible,
  fetchCities,
  fetchCrManagers,
  fetchManagerCandidates,
  fetchUserCities,
} from './api';
import { ProfileSection } from './ProfileSection';
import type { FullProfile } from './types';

type Kind = 'manager' | 'spotResponsible' | 'cities';
const A = 'app.profile.assign.';

/**
 * The assignment dialogs of part 1 §2 for the roles that may use them: a consultant's coordinator,
 * a coordinator's manager, a spot responsible, a supervisor's cities.
 */
export const ProfileAssignments = ({
  profile,
  viewerRole,
  onChanged,
}: {
  profile: FullProfile;
  viewerRole: string | null;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<Kind | null>(null);
  const role = isRole(viewerRole) ? viewerRole : null;
  const id = profile.id;
  const managerKey =
    profile.role === 'CONSULTANT' ? 'coordinator' : profile.role === 'COORDINATOR' ? 'manager' : null;
  const offers: Kind[] = [];
  if (managerKey && can(role, 'users.assignManager')) offers.push('manager');
  if (['CONSULTANT', 'COORDINATOR'].includes(profile.role) && can(role, 'users.assignSpotResponsible'))
    offers.push('spotResponsible');
  if (profile.role === 'COORDINATOR' && can(role, 'users.assignCities')) offers.push('cities');

  const loadManagers = useCallback(
    async () =>
      (await fetchManagerCandidates(id)).map((p) => ({
        id: String(p.id),
        label: `${p.lastName} ${p.firstName}`,
        disabledReason: p.planBlock ? translate(`app.planBlock.${p.planBlock}`) : undefined,
      })),
    [id, translate],
  );
  const loadCr = useCallback(
    async () => (await fetchCrManagers()).map((c) => ({ id: String(c.id), label: c.name })),
    [],
  );
  const loadCities = useCallback(
    async () => (await fetchCities()).map((c) => ({ id: String(c.id), label: c.title })),
    [],
  );
  const loadOwnCities = useCallback(async () => (await fetchUserCities(id)).map((c) => String(c.id)), [id]);
  const currentManager = useCallback(
    async () => (profile.manager ? [String(profile.manager.id)] : []),
    [profile.manager],
  );
  const currentCr = useCallback(
    async () => (profile.spotResponsible ? [String(profile.spotResponsible.id)] : []),
    [profile.spotResponsible],
  );

  if (!offers.length) return null;
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const labels: Record<Kind, string> = {
    manager: `${A}${managerKey}`,
    spotResponsible: `${A}spotResponsible`,
    cities: `${A}cities`,
  };
  return (
    <ProfileSection title="app.profile.sections.assignments" testId="profile-assignments">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {offers.map((kind) => (
          <Button key={kind} variant="outlined" onClick={() => setOpen(kind)}>
            {translate(labels[kind])}
          </Button>
        ))}
      </Stack>
      {open === 'manager' ? (
        <AssignDialog
          title={translate(labels.manager)}
          label={translate(`${A}${managerKey}Label`)}
          field="manager"
          loadOptions={loadManagers}
          loadFailed={ASSIGNMENT_MESSAGES.loadFailed}
          loadCurrent={currentManager}
          schema={managerAssignmentSchema}
          toPayload={(s) => ({ manager: s[0] ? Number(s[0]) : undefined })}
          submit={(p) => assignManager(id, p.manager)}
          successMessage={ASSIGNMENT_MESSAGES.managerSet}
          onClose={close}
          onDone={done}
        />
      ) : null}
      {open === 'spotResponsible' ? (
        <AssignDialog
          title={translate(labels.spotResponsible)}
          label={translate(`${A}spotResponsibleLabel`)}
          field="spotResponsible"
          loadOptions={loadCr}
          loadFailed={ASSIGNMENT_MESSAGES.crListFailed}
          loadCurrent={currentCr}
          schema={spotResponsibleSchema}
          toPayload={(s) => ({ spotResponsible: s[0] ? Number(s[0]) : undefined })}
          submit={(p) => assignSpotResponsible(id, p.spotResponsible)}
          successMessage={ASSIGNMENT_MESSAGES.spotResponsibleSet}
          onClose={close}
          onDone={done}
        />
      ) : null}
      {open === 'cities' ? (
        <AssignDialog
          title={translate(labels.cities)}
          label={translate(`${A}citiesLabel`)}
          field="cities"
          multiple
          loadOptions={loadCities}
          loadFailed={ASSIGNMENT_MESSAGES.supervisorCitiesListFailed}
          loadCurrent={loadOwnCities}
          currentFailed={ASSIGNMENT_MESSAGES.supervisorOwnCitiesFailed}
          schema={supervisorCitiesSchema}
          toPayload={(s) => ({ cities: s.map(Number) })}
          submit={(p) => assignCities(id, p.cities)}
          submitFailed={ASSIGNMENT_MESSAGES.assignCitiesFailed}
          successMessage={ASSIGNMENT_MESSAGES.citiesSet}
          onClose={close}
          onDone={done}
        />
      ) : null}
    </ProfileSection>
  );
};
