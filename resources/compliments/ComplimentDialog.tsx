import { NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { complimentKindSchema, RECOMMENDED_PER_HOUR_ON_CREATION } from '../../domain/validation/compliments';
import type { DialogProps } from '../shared/dialogs';
import { FormDialog, requires } from '../shared/FormDialog';
import { complimentFormValues } from './serializer';

const TYPE_SORT = { field: 'title', order: 'ASC' } as const;
const NEW_KIND = { recommendedPerHour: RECOMMENDED_PER_HOUR_ON_CREATION };

/** The compliments dialog (part 2 §2): a new kind starts at two per hour, which only editing changes. */
export const ComplimentDialog = ({ id, onClose }: DialogProps) => (
  <FormDialog
    resource="compliments"
    id={id}
    title={id == null ? 'resources.compliments.new' : 'resources.compliments.editTitle'}
    schema={complimentKindSchema}
    toFormValues={complimentFormValues}
    defaults={NEW_KIND}
    successMessage={id == null ? 'resources.compliments.added' : 'resources.compliments.saved'}
    onClose={onClose}
  >
    <ReferenceInput source="type" reference="complimenttypes" sort={TYPE_SORT} perPage={100}>
      <SelectInput
        optionText="title"
        label="resources.compliments.fields.type"
        isRequired={requires(complimentKindSchema, 'type')}
      />
    </ReferenceInput>
    <TextInput
      source="title"
      label="resources.compliments.fields.title"
      isRequired={requires(complimentKindSchema, 'title')}
    />
    <TextInput source="sap" label="resources.compliments.fields.sap" />
    <NumberInput
      source="recommendedPerHour"
      label="resources.compliments.fields.recommendedPerHour"
      min={0}
      disabled={id == null}
      helperText={id == null ? 'resources.compliments.recommendedHelp' : undefined}
    />
  </FormDialog>
);
