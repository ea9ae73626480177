import { useEffect } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { standSchema, tabletSchema } from '../../domain/validation/equipment';
import { requires } from '../shared/FormDialog';
import { useCoordinatorChoices, useTabletFormData } from './api';

const F = 'resources.equipment.fields';

/**
 * The coordinator of the row (HQ chooses among the coordinators; a coordinator sees themselves,
 * unchangeable) and the consultant, one of that coordinator's verified, not fired people; the
 * stand's spot, one of that coordinator's active spots. Choosing another coordinator drops a
 * consultant or spot that is not theirs.
 */
const PeopleInputs = ({
  withSpot,
  canChooseCoordinator,
}: {
  withSpot: boolean;
  canChooseCoordinator: boolean;
}) => {
  const translate = useTranslate();
  const coordinator = useWatch({ name: 'coordinator' }) as string | null;
  const { setValue, getValues } = useFormContext();
  const formData = useTabletFormData();
  const choices = useCoordinatorChoices(coordinator || null);
  const consultants = choices.data?.equipmentConsultants ?? [];
  const spots = choices.data?.equipmentSpots ?? [];
  useEffect(() => {
    if (!choices.data) return;
    const consultant = getValues('consultant');
    if (consultant && !consultants.some((c) => c.id === String(consultant))) setValue('consultant', '');
    const spot = getValues('spot');
    if (withSpot && spot && !spots.some((s) => s.id === String(spot))) setValue('spot', '');
  }, [choices.data, consultants, spots, getValues, setValue, withSpot]);
  const failed = formData.isError || choices.isError;
  return (
    <>
      <SelectInput
        source="coordinator"
        label={`${F}.coordinator`}
        choices={formData.data?.equipmentCoordinators ?? []}
        disabled={!canChooseCoordinator}
        isPending={formData.isPending}
        emptyText="resources.equipment.nobody"
      />
      <SelectInput
        source="consultant"
        label={`${F}.consultant`}
        choices={consultants}
        isPending={!!coordinator && choices.isPending}
        emptyText="resources.equipment.nobody"
        helperText={failed ? translate('resources.equipment.choicesFailed') : false}
      />
      {withSpot ? (
        <SelectInput
          source="spot"
          label={`${F}.spot`}
          choices={spots}
          optionText="title"
          isPending={!!coordinator && choices.isPending}
          emptyText="resources.equipment.nobody"
        />
      ) : null}
    </>
  );
};

export const TabletInputs = ({ canChooseCoordinator }: { canChooseCoordinator: boolean }) => {
  const formData = useTabletFormData();
  return (
    <>
      <TextInput
        source="inventoryNumber"
        label={`${F}.inventoryNumber`}
        isRequired={requires(tabletSchema, 'inventoryNumber')}
      />
      <SelectInput
        source="tabletModel"
        label={`${F}.tabletModel`}
        choices={formData.data?.tabletModels ?? []}
        isPending={formData.isPending}
        emptyText="resources.equipment.nobody"
      />
      <TextInput source="serialNumber" label={`${F}.serialNumber`} />
      <PeopleInputs withSpot={false} canChooseCoordinator={canChooseCoordinator} />
    </>
  );
};

export const StandInputs = ({ canChooseCoordinator }: { canChooseCoordinator: boolean }) => (
  <>
    <TextInput
      source="inventoryNumber"
      label={`${F}.inventoryNumber`}
      isRequired={requires(standSchema, 'inventoryNumber')}
    />
    <TextInput source="standModel" label={`${F}.standModel`} />
    <PeopleInputs withSpot canChooseCoordinator={canChooseCoordinator} />
  </>
);
