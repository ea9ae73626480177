import { useEffect } from 'react';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  SERIAL_NUMBER_STATUS_LABELS,
  SERIAL_NUMBER_STATUSES,
  serialNumberSchema,
} from '../../domain/validation/serialNumbers';
import type { DeviceModel } from '../devices/serializer';
import { requires } from '../shared/FormDialog';

export const STATUS_CHOICES = SERIAL_NUMBER_STATUSES.map((id) => ({
  id,
  name: SERIAL_NUMBER_STATUS_LABELS[id],
}));
const MODEL_SORT = { field: 'model', order: 'ASC' } as const;

/** The color select: the colors of the chosen model; choosing another model clears it. */
const ColorInput = () => {
  const model = useWatch({ name: 'model' });
  const { setValue, getValues } = useFormContext();
  const { data } = useGetOne<DeviceModel>(
    'devices',
    { id: model },
    { enabled: model != null && model !== '' },
  );
  const colors = data?.colors ?? [];
  useEffect(() => {
    const device = getValues('device');
    if (data && device != null && !colors.some((c) => c.id === device)) setValue('device', null);
  }, [data, colors, getValues, setValue]);
  return (
    <SelectInput
      source="device"
      label="resources.new-devices.fields.device"
      choices={colors}
      optionText="title"
      disabled={!model}
      isRequired={requires(serialNumberSchema, 'device')}
    />
  );
};

export const SerialNumberInputs = () => (
  <>
    <TextInput
      source="serialNumber"
      label="resources.new-devices.fields.serialNumber"
      isRequired={requires(serialNumberSchema, 'serialNumber')}
      autoFocus
    />
    <ReferenceInput source="model" reference="devicemodel" sort={MODEL_SORT} perPage={50}>
      <AutocompleteInput
        optionText="model"
        label="resources.new-devices.fields.model"
        filterToQuery={(q: string) => ({ q })}
        isRequired
      />
    </ReferenceInput>
    <ColorInput />
    <SelectInput
      source="status"
      label="resources.new-devices.fields.status"
      choices={STATUS_CHOICES}
      isRequired
    />
    <TextInput source="note" label="resources.new-devices.fields.note" multiline />
  </>
);
