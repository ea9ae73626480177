import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { type Person, personName } from './api';
import { useCoordinators, useOwnTeam, useTeam } from './useChoices';

const L = 'resources.sessionPlanning.fields';

/**
 * A team as choices: who can be planned first, then the others greyed out with the reason
 * («Не одобрен», «Срок одобрения истёк»); the server refuses them alike (sessions/checks.ts).
 */
export const usePlannableChoices = (people: Person[] | undefined) => {
  const translate = useTranslate();
  const list = people ?? [];
  const choices = [...list.filter((p) => !p.planBlock), ...list.filter((p) => p.planBlock)].map((p) => ({
    id: p.id,
    name: p.planBlock ? `${personName(p)} — ${translate(`app.planBlock.${p.planBlock}`)}` : personName(p),
    disabled: !!p.planBlock,
  }));
  return { choices, someBlocked: list.some((p) => p.planBlock) };
};

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
  const { choices, someBlocked } = usePlannableChoices(team.data);
  return (
    <>
      {!own && (
        <SelectInput
          source="coordinator"
          label={`${L}.coordinator`}
          choices={(coordinators.data ?? []).map((p) => ({ id: p.id, name: personName(p) }))}
          isPending={coordinators.isPending}
          onChange={() => setValue('consultant', '', { shouldDirty: true })}
          isRequired
          fullWidth
        />
      )}
      <SelectInput
        source="consultant"
        label={`${L}.consultant`}
        choices={choices}
        isPending={!!coordinator && team.isPending}
        disabled={!coordinator}
        helperText={
          !coordinator ? `${L}.pickCoordinatorFirst` : someBlocked ? `${L}.someNotPlannable` : false
        }
        isRequired
        fullWidth
      />
    </>
  );
};
