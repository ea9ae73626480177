import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  EDUCATION_LEVELS,
  ENGLISH_LEVELS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../../domain/validation/questionnaire.messages';
import type { QuestionnaireValues } from '../pages/signUp/serializer';
import { DateTextField } from './DateInputs';
import { FormSection } from './FormSection';
import { PhotoField } from './PhotoField';
import { SelectField } from './SelectField';
import type { SchemaForm } from './useSchemaForm';

const Q = 'app.questionnaire.';

/**
 * The questionnaire's section (part 1 §3 "Registration form": photo, auto, education, english,
 * passport, passportDate, passportDepartment, address, fb, vk, ok, instagram), all optional; the
 * same on self sign-up, the administrator's sign-up and one's own profile.
 */
export const QuestionnaireFields = <V extends QuestionnaireValues & Record<string, unknown>>({
  form,
  currentPhoto,
  photoAlt,
}: {
  form: SchemaForm<V>;
  currentPhoto?: string | null;
  photoAlt: string;
}) => {
  const translate = useTranslate();
  const notGiven = translate(`${Q}notGiven`);
  const text = (name: keyof QuestionnaireValues & string, extra: Record<string, unknown> = {}) => (
    <TextField {...form.textProps(name)} label={translate(`${Q}${name}`)} {...extra} />
  );
  const social = (network: SocialNetwork) =>
    text(network, {
      placeholder: `${SOCIAL_NETWORKS[network].hosts[0]}/…`,
      slotProps: { htmlInput: { inputMode: 'url', autoCapitalize: 'none' } },
    });
  return (
    <FormSection title={translate(`${Q}section`)}>
      <PhotoField
        value={form.values.photo}
        onChange={(file) => form.setValue('photo', file)}
        error={form.errors.photo}
        current={currentPhoto}
        alt={photoAlt}
      />
      <SelectField
        {...form.textProps('auto')}
        label={translate(`${Q}auto`)}
        emptyLabel={notGiven}
        choices={[
          { id: 'true', name: translate(`${Q}yes`) },
          { id: 'false', name: translate(`${Q}no`) },
        ]}
      />
      <SelectField
        {...form.textProps('education')}
        label={translate(`${Q}education`)}
        emptyLabel={notGiven}
        choices={EDUCATION_LEVELS.map((id) => ({ id, name: translate(`${Q}educationLevel.${id}`) }))}
      />
      <SelectField
        {...form.textProps('english')}
        label={translate(`${Q}english`)}
        emptyLabel={notGiven}
        choices={ENGLISH_LEVELS.map((id) => ({ id, name: translate(`${Q}englishLevel.${id}`) }))}
      />
      {text('passport', { slotProps: { htmlInput: { autoCapitalize: 'characters' } } })}
      <DateTextField
        {...form.textProps('passportDate')}
        onChange={(value) => form.setValue('passportDate', value)}
        label={translate(`${Q}passportDate`)}
      />
      {text('passportDepartment')}
      {text('address', { multiline: true, minRows: 1 })}
      {social('fb')}
      {social('vk')}
      {social('ok')}
      {social('instagram')}
    </FormSection>
  );
};
