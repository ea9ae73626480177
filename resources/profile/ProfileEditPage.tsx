import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useState } from 'react';
import {
  useGetIdentity,
  useGetOne,
  useNotify,
  useParams,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ASSIGNMENT_MESSAGES } from '../../domain/validation/assignments';
import {
  CITYLESS_ROLES,
  OWN_PROFILE_FIELDS,
  ownProfileSchemaFor,
  PROFILE_MESSAGES,
} from '../../domain/validation/profile';
import { QUESTIONNAIRE_FIELDS } from '../../domain/validation/questionnaire.messages';
import { DateTextField } from '../../src/forms/DateInputs';
import { QuestionnaireFields } from '../../src/forms/QuestionnaireFields';
import { useSchemaForm } from '../../src/forms/useSchemaForm';
import { useLeaveGuard } from '../../src/layout/LeaveGuard';
import { Pending } from '../../src/layout/Pending';
import { useRole } from '../../src/layout/useRole';
import { NoRightsPage, NotFoundPage } from '../../src/pages/ErrorPage';
import { shapeQuestionnaire } from '../../src/pages/signUp/serializer';
import { fetchCities, saveOwnPhoto, saveOwnProfile, type Titled } from './api';
import { personName } from './format';
import type { FullProfile } from './types';

const F = 'app.profile.field.';
type Values = Record<(typeof OWN_PROFILE_FIELDS)[number], string> & { photo: File | null };

/** A day stored as midnight UTC, as the date input's YYYY-MM-DD. */
const dayValue = (seconds: number | null | undefined) =>
  seconds != null ? new Date(seconds * 1000).toISOString().slice(0, 10) : '';

const toValues = (p: FullProfile): Values => ({
  lastName: p.lastName ?? '',
  firstName: p.firstName ?? '',
  midName: p.midName ?? '',
  phone: p.phone ?? '',
  city: p.city ? String(p.city.id) : '',
  // Birth dates are midnight UTC; the date input shows that day.
  birthDate: p.birthDate != null ? new Date(p.birthDate * 1000).toISOString().slice(0, 10) : '',
  height: p.height != null ? String(p.height) : '',
  weight: p.weight != null ? String(p.weight) : '',
  closeSize: p.closeSize ?? '',
  breastSize: p.breastSize != null ? String(p.breastSize) : '',
  waistSize: p.waistSize != null ? String(p.waistSize) : '',
  thighSize: p.thighSize != null ? String(p.thighSize) : '',
  features: p.features ?? '',
  auto: p.auto == null ? '' : String(p.auto),
  education: p.education ?? '',
  english: p.english ?? '',
  passport: p.passport ?? '',
  passportDate: dayValue(p.passportDate),
  passportDepartment: p.passportDepartment ?? '',
  address: p.address ?? '',
  fb: p.fb ?? '',
  vk: p.vk ?? '',
  ok: p.ok ?? '',
  instagram: p.instagram ?? '',
  photo: null,
});

/** The payload: the date as epoch seconds at midnight UTC (part 1 §5 "Data shaping on send"). */
const toPayload = ({ photo: _photo, ...v }: Values) => ({
  ...v,
  birthDate: v.birthDate ? Math.floor(dayjs(`${v.birthDate}T00:00:00Z`).valueOf() / 1000) : null,
  ...shapeQuestionnaire(v),
});

/** profile/{id}/edit: one's own profile only (part 1 §2). */
const ProfileEditPage = () => {
  const { profileId } = useParams();
  const { identity, isPending: identityPending } = useGetIdentity();
  if (identityPending) return <Pending />;
  if (!identity || String(identity.id) !== profileId) return <NotOwnProfile id={profileId!} />;
  return <OwnProfileForm id={profileId} />;
};

/**
 * Another's profile is never edited here: no rights, or, for HQ who may view any profile, the
 * view's «not found» when there is none (a refusal reads the same on both routes).
 */
const NotOwnProfile = ({ id }: { id: string }) => {
  const { role } = useRole();
  const hq = role === 'HQ';
  const { data, error, isPending } = useGetOne('profilePage', { id }, { retry: false, enabled: hq });
  if (!hq) return <NoRightsPage />;
  if (isPending) return <Pending />;
  return error || !data ? <NotFoundPage /> : <NoRightsPage />;
};

const OwnProfileForm = ({ id }: { id: string }) => {
  const { data, isPending, error } = useGetOne<FullProfile & { id: any }>(
    'profilePage',
    { id },
    { retry: false },
  );
  if (isPending) return <Pending />;
  if (error || !data) return <NotFoundPage />;
  return <EditForm profile={data} />;
};

const EditForm = ({ profile }: { profile: FullProfile }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const form = useSchemaForm<Values>(toValues(profile));
  const [cities, setCities] = useState<Titled[]>([]);
  const [citiesError, setCitiesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useLeaveGuard(form.isDirty && !pending);

  useEffect(() => {
    fetchCities()
      .then(setCities)
      .catch(() => setCitiesError(ASSIGNMENT_MESSAGES.citiesListFailed));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = toPayload(form.values);
    const valid = await form.check(ownProfileSchemaFor(profile.role), payload);
    if (!valid) return;
    setPending(true);
    try {
      if (form.values.photo) await saveOwnPhoto(profile.id, form.values.photo);
    } catch (error) {
      setFailure(form.showServerError(error, ['photo']));
      setPending(false);
      return;
    }
    try {
      await saveOwnProfile(profile.id, valid);
      notify(PROFILE_MESSAGES.saved, { type: 'success' });
      refresh();
      redirect(`/profile/${profile.id}`);
    } catch (error) {
      setFailure(form.showServerError(error, [...OWN_PROFILE_FIELDS, ...QUESTIONNAIRE_FIELDS]));
      setPending(false);
    }
  };

  const text = (name: keyof Values, extra: Record<string, unknown> = {}) => (
    <TextField {...form.textProps(name)} label={translate(`${F}${name}`)} {...extra} />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: 2, maxWidth: 640 }}
      data-testid="profile-edit"
    >
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.profile.editTitle')}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {translate(failure, { _: failure })}
        </Alert>
      ) : null}
      {citiesError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(citiesError, { _: citiesError })}
        </Alert>
      ) : null}
      {text('lastName', { required: true })}
      {text('firstName', { required: true })}
      {text('midName')}
      {text('phone', { type: 'tel' })}
      <TextField
        {...form.textProps('city')}
        select
        required={!CITYLESS_ROLES.includes(profile.role)}
        label={translate(`${F}city`)}
      >
        {cities.length === 0 && profile.city ? (
          <MenuItem value={String(profile.city.id)}>{profile.city.title}</MenuItem>
        ) : null}
        {cities.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.title}
          </MenuItem>
        ))}
      </TextField>
      <DateTextField
        {...form.textProps('birthDate')}
        onChange={(value) => form.setValue('birthDate', value)}
        label={translate(`${F}birthDate`)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {text('height', { type: 'number' })}
        {text('weight', { type: 'number' })}
        {text('closeSize')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {text('breastSize', { type: 'number' })}
        {text('waistSize', { type: 'number' })}
        {text('thighSize', { type: 'number' })}
      </Stack>
      {text('features', { multiline: true, minRows: 2 })}
      <QuestionnaireFields form={form} currentPhoto={profile.photo} photoAlt={personName(profile)} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {translate('app.profile.save')}
        </Button>
        <Button onClick={() => redirect(`/profile/${profile.id}`)} disabled={pending}>
          {translate('app.profile.cancel')}
        </Button>
      </Stack>
    </Box>
  );
};

export default ProfileEditPage;
