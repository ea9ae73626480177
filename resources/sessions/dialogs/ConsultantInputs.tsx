import { SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { personName } from './api';
import { useCoordinators, useOwnTeam, useTeam } from './useChoices';

const L = 'resources.sessionPlanning.fields';

/**
 * Whose session: a coordinator picks among their own team; HQ, MANAGER_BU and agency managers
 * first pick a coordinator within their scope (the server's `coordinators`), then one of that
 * team's consultants (users by manager, not fired).
 */
export const ConsultantInputs = () => {
  const own = useOwnTeam();
  const { setValue } = useFormContext();
  const picked = useWatch({ name: 'coordinator' }) as string | undefined;
  const coordinator = own ?? (picked ? String(picked) : undefined);
  const coordinators = useCoordinators(!own);
  const team = useTeam(coordinator);
  return (
    <>
      {!own && (
        <SelectInput
          source="coordinator"
          label={`${L}.coordinator`}
          choices={(coordinators.data ?? []).map((p) => ({ id: p.id, name: personName(p) }))}
          isPending={coordinators.isPending}
          onChange={() => setValue('consultant', '', { shouldDirty: true })}
          fullWidth
        />
      )}
      <SelectInput
        source="consultant"
        label={`${L}.consultant`}
        choices={(team.data ?? []).map((p) => ({ id: p.id, name: personName(p) }))}
        isPending={!!coordinator && team.isPending}
        disabled={!coordinator}
        helperText={coordinator ? false : `${L}.pickCoordinatorFirst`}
        isRequired
        fullWidth
      />
    </>
  );
};
