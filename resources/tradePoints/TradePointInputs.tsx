import { SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { TRADE_POINT_MESSAGES as M, tradePointSchema } from '../../domain/validation/tradePoints';
import { requires } from '../shared/FormDialog';
import { useCityChoices, useCoordinatorChoices, useFailureNotice, useRegionChoices } from './api';

const L = 'resources.trade-points.fields';
const required = (field: string) => requires(tradePointSchema, field);

/**
 * The new point's fields. The region only narrows the cities (the server takes it from the city);
 * choosing a city sets its region. HQ picks the coordinator; a coordinator's point is their own.
 */
export const TradePointInputs = ({ isHq }: { isHq: boolean }) => {
  const { setValue } = useFormContext();
  const region = useWatch({ name: 'region' }) as string | undefined;
  const cities = useCityChoices();
  const regions = useRegionChoices();
  const coordinators = useCoordinatorChoices(isHq);
  useFailureNotice(cities.isError, M.citiesFailed);
  useFailureNotice(regions.isError, M.regionsFailed);
  useFailureNotice(coordinators.isError, M.coordinatorsFailed);
  const cityChoices = (cities.data ?? []).filter((c) => !region || c.region?.id === String(region));
  return (
    <>
      <TextInput
        source="title"
        id="new-point-title"
        label={`${L}.title`}
        isRequired={required('title')}
        autoFocus
        fullWidth
      />
      <TextInput source="address" id="new-point-address" label={`${L}.address`} fullWidth />
      <TextInput
        source="customerNumber"
        id="new-point-customerNumber"
        label={`${L}.customerNumber`}
        fullWidth
      />
      <TextInput source="legalName" id="new-point-legalName" label={`${L}.legalName`} fullWidth />
      <SelectInput
        source="region"
        id="new-point-region"
        label={`${L}.region`}
        choices={regions.data ?? []}
        isPending={regions.isPending && !regions.isError}
        helperText={regions.isError ? M.regionsFailed : 'resources.trade-points.regionHint'}
        emptyText="ra.action.clear_input_value"
        onChange={() => setValue('city', '', { shouldDirty: true })}
        fullWidth
      />
      <SelectInput
        source="city"
        id="new-point-city"
        label={`${L}.city`}
        choices={cityChoices}
        isPending={cities.isPending && !cities.isError}
        helperText={cities.isError ? M.citiesFailed : false}
        isRequired={required('city')}
        onChange={(event) => {
          const chosen = cities.data?.find((c) => c.id === String(event?.target?.value ?? ''));
          if (chosen?.region) setValue('region', chosen.region.id, { shouldDirty: true });
        }}
        fullWidth
      />
      {isHq ? (
        <SelectInput
          source="coordinator"
          id="new-point-coordinator"
          label={`${L}.coordinator`}
          choices={coordinators.data ?? []}
          isPending={coordinators.isPending && !coordinators.isError}
          helperText={coordinators.isError ? M.coordinatorsFailed : false}
          emptyText="resources.trade-points.noCoordinator"
          fullWidth
        />
      ) : null}
    </>
  );
};
