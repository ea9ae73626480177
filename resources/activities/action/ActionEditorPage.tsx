import { yupResolver } from '@hookform/resolvers/yup';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  BooleanInput,
  Button,
  Form,
  HttpError,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  useLocation,
  useNavigate,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import { get, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { graphql } from '../../../dataProvider/client';
import { apiUrl, request } from '../../../dataProvider/http';
import {
  ACTION_FILTER_TYPES,
  ACTION_LISTS,
  type ActionListName,
  actionSchema,
} from '../../../domain/validation/actions';
import { DateInput } from '../../../src/forms/DateInputs';
import { FormLeaveGuard } from '../../../src/layout/FormLeaveGuard';
import type { Ref } from '../api';
import { RefInput } from '../editor/RefInput';
import { ActionProjects, useStartedFrom } from './ActionProjects';

type ActionList = { filterType: string; items: { id: string; count: number | null }[] };
type ActionData = Record<string, unknown> & {
  id: string;
  title: string;
  dateStart: number | null;
  dateEnd: number | null;
  activities: Ref[];
};

const LIST_FIELDS = '{ filterType items { id count } }';
const ACTION_QUERY = `query Action($id: ID!) { action(id: $id) { id title dateStart dateEnd hasRegister hasDevice hasActiveRent
  activities { id title }
  ${Object.keys(ACTION_LISTS)
    .map((l) => `${l} ${LIST_FIELDS}`)
    .join(' ')} } }`;

const day = (seconds: number | null) =>
  seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : null;

/** The stored action as its form holds it. */
const toForm = ({ activities: _projects, ...a }: ActionData) => ({
  ...a,
  dateStart: day(a.dateStart),
  dateEnd: day(a.dateEnd),
  ...Object.fromEntries(
    Object.keys(ACTION_LISTS).map((name) => {
      const list = a[name] as ActionList;
      return [
        name,
        { filterType: list.filterType, items: list.items.map((i) => ({ id: Number(i.id), count: i.count })) },
      ];
    }),
  ),
});

/** One list of the action: its filter type and, unless NONE, its items (count for EVERY_IN_LIST). */
const ListEditor = ({ name }: { name: ActionListName }) => {
  const translate = useTranslate();
  const filterType = useWatch({ name: `${name}.filterType` }) as string;
  const { fields, append, remove } = useFieldArray({ name: `${name}.items` });
  // The list's own error (no items, a duplicate): shown under it, not at any one item.
  const { errors } = useFormState({ name: `${name}.items` });
  const listError = get(errors, `${name}.items`) as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const message = listError?.message ?? listError?.root?.message;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate(`app.action.lists.${name}`)}
        </Typography>
        <SelectInput
          source={`${name}.filterType`}
          label="app.action.filterType"
          choices={ACTION_FILTER_TYPES.map((t) => ({ id: t.id, name: `app.action.filterTypes.${t.id}` }))}
          isRequired
        />
        {filterType !== 'NONE' && (
          <Box>
            {fields.map((f, i) => (
              <Stack key={f.id} direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }}>
                <RefInput
                  source={`${name}.items.${i}.id`}
                  kind={ACTION_LISTS[name]}
                  label="app.action.item"
                />
                {filterType === 'EVERY_IN_LIST' && (
                  <NumberInput source={`${name}.items.${i}.count`} label="app.action.count" min={0} />
                )}
                <IconButton
                  aria-label={translate('app.activity.remove', { name: i + 1 })}
                  onClick={() => remove(i)}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            {message && (
              <Typography color="error" variant="body2" role="alert">
                {translate(message, { _: message })}
              </Typography>
            )}
            <Button label="app.action.addItem" onClick={() => append({ id: null, count: 1 })}>
              <AddIcon />
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

/** action/new and action/{id}/edit (HQ): an action's dates, flags and five lists (issue 13 point 7). */
const ActionEditorPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams<{ id: string }>();
  // A new action started from a project: the create route carries it, the save attaches it there.
  const { search } = useLocation();
  const startedFrom = id ? null : new URLSearchParams(search).get('activity');
  const project = useStartedFrom(startedFrom);
  const { data, isPending } = useQuery({
    queryKey: ['action', id],
    queryFn: async () => (await graphql<{ action: ActionData | null }>(ACTION_QUERY, { id })).action,
    enabled: !!id,
    retry: false,
  });
  const defaults = useMemo(
    () => (data ? toForm(data) : (actionSchema.getDefault() as Record<string, unknown>)),
    [data],
  );
  if (id && isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('app.common.loading')} />;
  if (id && !data)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate('app.action.notFound')}
      </Alert>
    );
  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await request<{ id: number }>(apiUrl(id ? `actions/${id}` : 'actions'), {
        method: id ? 'PATCH' : 'POST',
        body: startedFrom ? { ...values, activity: Number(startedFrom) } : values,
      });
      await queryClient.invalidateQueries({ queryKey: ['action'] });
      await queryClient.invalidateQueries({ queryKey: ['activity'] });
      notify('app.action.saved', { type: 'success' });
      navigate(`/action/${saved.id}/edit`);
      return undefined;
    } catch (error) {
      const errors =
        error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
      notify(errors ? 'app.activity.fixErrors' : (error as Error).message, { type: 'error' });
      return errors
        ? Object.fromEntries(
            Object.entries(errors).map(([k, v]) => [k.replace(/\[(\d+)\]/g, '.$1'), translate(v, { _: v })]),
          )
        : undefined;
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {id
          ? translate('app.action.editTitle', { title: data?.title ?? '' })
          : translate('app.action.newTitle')}
      </Typography>
      <ActionProjects
        projects={id ? (data?.activities ?? []) : project.data ? [project.data] : []}
        isNew={!id}
      />
      <Form
        defaultValues={defaults}
        resolver={yupResolver(actionSchema) as never}
        onSubmit={save as never}
        noValidate
      >
        <FormLeaveGuard />
        <TextInput source="title" label="app.activity.fields.title" fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
          <DateInput source="dateStart" label="app.activity.fields.startDate" />
          <DateInput source="dateEnd" label="app.activity.fields.stopDate" />
        </Stack>
        <Stack direction="row" flexWrap="wrap" columnGap={3}>
          {['hasRegister', 'hasDevice', 'hasActiveRent'].map((flag) => (
            <BooleanInput key={flag} source={flag} label={`app.action.${flag}`} />
          ))}
        </Stack>
        {(Object.keys(ACTION_LISTS) as ActionListName[]).map((name) => (
          <ListEditor key={name} name={name} />
        ))}
        <SaveButton label="ra.action.save" />
      </Form>
    </Box>
  );
};

export default ActionEditorPage;
