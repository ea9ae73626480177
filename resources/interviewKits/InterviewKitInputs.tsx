import { Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { interviewKitSchema } from '../../domain/validation/interviewKits';
import { requires } from '../shared/FormDialog';

/** A closed question's answers: text and value index (empty: the answer's position). */
const AnswersInput = () => (
  <ArrayInput source="answers" label="Варианты ответа">
    <SimpleFormIterator inline>
      <TextInput source="text" label="Ответ" isRequired helperText={false} />
      <NumberInput source="value" label="Значение" min={0} step={1} helperText={false} sx={{ width: 120 }} />
    </SimpleFormIterator>
  </ArrayInput>
);

/** The interview kit's fields, questions and their answers edited as nested lists. */
export const InterviewKitInputs = () => (
  <>
    <TextInput source="title" label="Название" isRequired={requires(interviewKitSchema, 'title')} autoFocus />
    <BooleanInput source="externalVisibility" label="Показывать во внешнем приложении" />
    <TextInput source="externalTitle" label="Внешнее название" />
    <Typography variant="subtitle1" sx={{ mt: 1 }}>
      Вопросы
    </Typography>
    <ArrayInput source="questions" label={false}>
      <SimpleFormIterator fullWidth>
        <TextInput source="text" label="Вопрос" isRequired multiline />
        <BooleanInput source="isOpen" label="Открытый вопрос (свободный ответ)" />
        <FormDataConsumer>
          {({ scopedFormData }) => (scopedFormData?.isOpen ? null : <AnswersInput />)}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
