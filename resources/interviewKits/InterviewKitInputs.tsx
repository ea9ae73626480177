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
import { Translated } from '../shared/Translated';

/** A closed question's answers: text and value index (empty: the answer's position). */
const AnswersInput = () => (
  <ArrayInput source="answers" label="resources.interview-kits.fields.answers">
    <SimpleFormIterator inline>
      <TextInput source="text" label="resources.interview-kits.fields.answer" isRequired helperText={false} />
      <NumberInput
        source="value"
        label="resources.interview-kits.fields.value"
        min={0}
        step={1}
        helperText={false}
        sx={{ width: 120 }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);

/** The interview kit's fields, questions and their answers edited as nested lists. */
export const InterviewKitInputs = () => (
  <>
    <TextInput
      source="title"
      label="resources.interview-kits.fields.title"
      isRequired={requires(interviewKitSchema, 'title')}
      autoFocus
    />
    <BooleanInput source="externalVisibility" label="resources.interview-kits.fields.externalVisibility" />
    <TextInput source="externalTitle" label="resources.interview-kits.fields.externalTitle" />
    <Typography variant="subtitle1" sx={{ mt: 1 }}>
      <Translated text="resources.interview-kits.fields.questions" />
    </Typography>
    <ArrayInput source="questions" label={false}>
      <SimpleFormIterator fullWidth>
        <TextInput source="text" label="resources.interview-kits.fields.question" isRequired multiline />
        <BooleanInput source="isOpen" label="resources.interview-kits.fields.isOpen" />
        <FormDataConsumer>
          {({ scopedFormData }) => (scopedFormData?.isOpen ? null : <AnswersInput />)}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
