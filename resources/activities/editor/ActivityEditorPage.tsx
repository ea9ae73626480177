import { yupResolver } from '@hookform/resolvers/yup';
import { Badge, Box, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import {
  Button,
  Form,
  HttpError,
  Link,
  SaveButton,
  useNavigate,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { activitySchema } from '../../../domain/validation/activities';
import { FormLeaveGuard } from '../../../src/layout/FormLeaveGuard';
import { RecordRefusal } from '../../../src/pages/ErrorPage';
import { activityApi, toForm, useActivity } from '../api';
import { MechanicsTab, ProductsTab } from './ProductsTab';
import { MainTab, MediaTab, OptionsTab, PlanTab } from './SimpleTabs';

/** The tabs of issue 13 point 3, each with the top-level fields it holds (to mark a tab with errors). */
const TABS: { key: string; Panel: ComponentType<{ disabled?: boolean }>; fields: string[] }[] = [
  {
    key: 'main',
    Panel: MainTab,
    fields: [
      'title',
      'description',
      'startDate',
      'stopDate',
      'type',
      'customerType',
      'department',
      'isHoreca',
    ],
  },
  {
    key: 'plan',
    Panel: PlanTab,
    fields: [
      'kpis',
      'contactCountPerHour',
      'effectiveContactsPerHour',
      'totalContact',
      'consultantPlan',
      'totalEffectiveContacts',
      'hourPlan',
    ],
  },
  { key: 'options', Panel: OptionsTab, fields: ['registrationsLimitCount', 'registrationsLimitPeriod'] },
  { key: 'products', Panel: ProductsTab, fields: ['formats', 'focusProducts'] },
  { key: 'mechanics', Panel: MechanicsTab, fields: [] },
  { key: 'media', Panel: MediaTab, fields: ['interviewKit', 'mainMedia', 'actions'] },
];

/** A server path (`focusProducts[2].mechanics[0].title`) as the form names the field. */
const formPath = (key: string) => key.replace(/\[(\d+)\]/g, '.$1');

const EditorTabs = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const { errors } = useFormState();
  const failed = (fields: string[], key: string) =>
    fields.some((f) => f in errors) || (key === 'mechanics' && 'focusProducts' in errors);
  const { Panel } = TABS[tab];
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2 }}
      >
        {TABS.map(({ key, fields }) => (
          <Tab
            key={key}
            label={
              <Badge color="error" variant="dot" invisible={!failed(fields, key)}>
                {translate(`app.activity.tabs.${key}`)}
              </Badge>
            }
          />
        ))}
      </Tabs>
      {/* Read-only: the fields are disabled, the tabs still switch. */}
      <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Panel disabled={disabled} />
      </fieldset>
    </>
  );
};

const Toolbar = ({ back }: { back: string }) => {
  const { isSubmitting } = useFormState();
  return (
    <Stack
      direction="row"
      gap={1}
      sx={{ mt: 2, position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}
    >
      <SaveButton label="ra.action.save" alwaysEnable={!isSubmitting} />
      <Button component={Link} to={back} label="ra.action.cancel" />
    </Stack>
  );
};

/**
 * activity/new, activity/{id}/edit (HQ) and activity/{id}/view (the same, read-only): the whole
 * "Activity (full)" in tabs, validated by the schema the server uses; a refusal shows each
 * message at its field (nested ones too, opening their section), and leaving with unsaved
 * changes asks first.
 */
const ActivityEditorPage = ({ readOnly = false }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams<{ id: string }>();
  const { data: activity, isPending, error } = useActivity(id);
  const defaults = useMemo(
    () => (activity ? toForm(activity) : (activitySchema.getDefault() as Record<string, unknown>)),
    [activity],
  );
  if (id && isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('app.common.loading')} />;
  if (id && (error || !activity)) return <RecordRefusal error={error} notFound="app.activity.notFound" />;
  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = id ? await activityApi.save(id, values) : await activityApi.create(values);
      await queryClient.invalidateQueries({ queryKey: ['activity'] });
      await queryClient.invalidateQueries({ queryKey: ['activityFacts'] });
      notify('app.activity.saved', { type: 'success' });
      navigate(`/activity/${saved.id}`);
      return undefined;
    } catch (error) {
      const errors =
        error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
      if (!errors) {
        notify((error as Error).message || 'app.common.saveFailed', { type: 'error' });
        return undefined;
      }
      const general = errors.non_field_errors;
      if (general) notify(translate(general, { _: general }), { type: 'error' });
      else notify('app.activity.fixErrors', { type: 'error' });
      return Object.fromEntries(
        Object.entries(errors)
          .filter(([k]) => k !== 'non_field_errors')
          .map(([k, v]) => [formPath(k), translate(v, { _: v })]),
      );
    }
  };
  const title = readOnly
    ? 'app.activity.previewTitle'
    : id
      ? 'app.activity.editTitle'
      : 'app.activity.newTitle';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(title, { title: activity?.title ?? '' })}
      </Typography>
      {readOnly && (
        <Button component={Link} to={`/activity/${id}/edit`} label="app.activity.edit" sx={{ mb: 1 }} />
      )}
      <Form
        defaultValues={defaults}
        resolver={yupResolver(activitySchema) as never}
        onSubmit={save as never}
        noValidate
      >
        {!readOnly && <FormLeaveGuard />}
        <EditorTabs disabled={readOnly} />
        {!readOnly && <Toolbar back={id ? `/activity/${id}` : '/dashboard'} />}
      </Form>
    </Box>
  );
};

export default ActivityEditorPage;
