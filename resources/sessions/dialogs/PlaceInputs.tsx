import { TextField } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useActivities, useCities, useSpots } from './useChoices';

const L = 'resources.sessionPlanning.fields';

/**
 * Where a session is (part 1 §3 "Session form fields"): the activity (ACTIVE only), the city
 * (active; its region follows it), the spot (that city's, not removed). Choosing another city
 * clears the spot.
 */
export const PlaceInputs = ({
  withActivity = true,
  withRegion = false,
}: {
  withActivity?: boolean;
  withRegion?: boolean;
}) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const city = useWatch({ name: 'city' }) as string | undefined;
  const activities = useActivities();
  const cities = useCities();
  const spots = useSpots(city ? String(city) : undefined);
  const region = cities.data?.find((c) => c.id === String(city))?.region ?? null;
  return (
    <>
      {withActivity && (
        <SelectInput
          source="activity"
          label={`${L}.activity`}
          choices={activities.data ?? []}
          isPending={activities.isPending}
          isRequired
          fullWidth
        />
      )}
      <SelectInput
        source="city"
        label={`${L}.city`}
        choices={cities.data ?? []}
        isPending={cities.isPending}
        isRequired
        fullWidth
        onChange={(event) => {
          const chosen = cities.data?.find((c) => c.id === String(event?.target?.value ?? ''));
          setValue('spot', '', { shouldDirty: true });
          if (withRegion) setValue('region', chosen?.region?.id ?? '', { shouldDirty: true });
        }}
      />
      {withRegion && (
        <TextField
          label={translate(`${L}.region`)}
          value={region?.title ?? ''}
          disabled
          fullWidth
          margin="dense"
          size="small"
        />
      )}
      <SelectInput
        source="spot"
        label={`${L}.spot`}
        choices={spots.data ?? []}
        isPending={!!city && spots.isPending}
        disabled={!city}
        helperText={city ? false : `${L}.pickCityFirst`}
        isRequired
        fullWidth
      />
    </>
  );
};
