import { ReferenceInput, SelectInput } from 'react-admin';

const TYPE_SORT = { field: 'title', order: 'ASC' } as const;

/** The device type ('compatibility') select of both dialogs; a color's type may stay empty. */
export const DeviceTypeInput = ({ isRequired = false }: { isRequired?: boolean }) => (
  <ReferenceInput source="compatibility" reference="devicetype" sort={TYPE_SORT} perPage={100}>
    <SelectInput
      optionText="title"
      label="resources.devices.fields.compatibility"
      isRequired={isRequired}
      emptyText={isRequired ? '' : 'app.common.notSet'}
    />
  </ReferenceInput>
);
