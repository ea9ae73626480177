import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { programFormSchema } from '../../domain/validation/programs';
import type { DialogProps } from '../shared/dialogs';
import { FormDialog, requires } from '../shared/FormDialog';
import { ProgramLimitsInputs } from './ProgramLimitsInputs';
import { programFormValues } from './serializer';

const CATEGORY_SORT = { field: 'name', order: 'ASC' } as const;

/**
 * New/edit program (part 2 §2 Dialogs, §5). Title and programId are marked required and checked
 * before sending; the server's refusals (a programId taken) show per field too.
 */
export const ProgramDialog = ({ id, onClose }: DialogProps) => (
  <FormDialog
    resource="programs"
    id={id}
    title={id == null ? 'Новая программа' : 'Редактирование программы'}
    schema={programFormSchema}
    toFormValues={programFormValues}
    successMessage={id == null ? 'Программа добавлена' : 'Программа сохранена'}
    onClose={onClose}
  >
    <TextInput source="title" label="Название" isRequired={requires(programFormSchema, 'title')} autoFocus />
    <TextInput
      source="programId"
      label="ID программы"
      isRequired={requires(programFormSchema, 'programId')}
      helperText="Например, LOYAL:2026; в списке — часть до двоеточия"
    />
    <ReferenceInput source="category" reference="programcategories" sort={CATEGORY_SORT} perPage={100}>
      <SelectInput optionText="name" label="Категория" emptyText="Без категории" />
    </ReferenceInput>
    <TextInput source="description" label="Описание" multiline minRows={2} />
    <BooleanInput source="not_for_bat_brand" label="Не для брендов BAT" />
    <BooleanInput source="is_repeat_customer_check" label="Проверка повторного покупателя" />
    <BooleanInput source="is_with_batyr" label="С Батыром" />
    <ProgramLimitsInputs />
  </FormDialog>
);
