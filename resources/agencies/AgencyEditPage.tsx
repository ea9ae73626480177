import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  EditBase,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetOne,
  useNavigate,
  useNotify,
  useParams,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { agencySchema, DEFAULT_AGENCY_POSITION } from '../../domain/validation/agency';
import { FormLeaveGuard } from '../../src/layout/FormLeaveGuard';
import { Pending } from '../../src/layout/Pending';
import { RecordRefusal } from '../../src/pages/ErrorPage';
import { type Agency, agencyToBody } from './serializer';

const SORT = { field: 'title', order: 'ASC' } as const;

const EditToolbar = () => (
  <Toolbar>
    <SaveButton label="ra.action.save" />
  </Toolbar>
);

const Title = () => {
  const translate = useTranslate();
  const record = useRecordContext<Agency>();
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {record
        ? translate('resources.agency.editTitle', { title: record.title })
        : translate('resources.agency.editTitleEmpty')}
    </Typography>
  );
};

/** The edit form: the body PATCH /api/agencies/{id}/ takes, validated by the server's own schema. */
const AgencyForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<Agency>();
  const values = useMemo(() => (record ? { id: record.id, ...agencyToBody(record) } : undefined), [record]);
  const resolver = useMemo(() => yupResolver(agencySchema), []);
  return (
    <SimpleForm record={values} resolver={resolver} toolbar={<EditToolbar />} sx={{ maxWidth: 640 }}>
      <FormLeaveGuard />
      <TextInput source="title" label="resources.agency.fields.title" isRequired fullWidth />
      <TextInput source="logo" label="resources.agency.fields.logo" fullWidth />
      <TextInput source="phone" label="resources.agency.fields.phone" fullWidth />
      <TextInput source="email" label="resources.agency.fields.email" type="email" fullWidth />
      <TextInput source="address" label="resources.agency.fields.address" fullWidth />
      <ReferenceInput source="region" reference="agencyRegion" sort={SORT} perPage={200}>
        <SelectInput
          optionText="title"
          label="resources.agency.fields.region"
          emptyText="app.common.notSet"
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput source="city" reference="agencyCity" sort={SORT} perPage={500}>
        <SelectInput
          optionText="title"
          label="resources.agency.fields.city"
          emptyText="app.common.notSet"
          fullWidth
        />
      </ReferenceInput>
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <NumberInput
          source="latitude"
          label="resources.agency.fields.latitude"
          step={0.000001}
          helperText={translate('resources.agency.latitudeHelp', { value: DEFAULT_AGENCY_POSITION.latitude })}
        />
        <NumberInput
          source="longitude"
          label="resources.agency.fields.longitude"
          step={0.000001}
          helperText={translate('resources.agency.longitudeHelp', {
            value: DEFAULT_AGENCY_POSITION.longitude,
          })}
        />
      </Box>
    </SimpleForm>
  );
};

/**
 * agency/{id}/edit for both agency roles (their own agency; the server refuses another's, and the
 * page then says so in the agency page's words).
 */
const AgencyEditPage = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  // The agency page's own query: the same answer, asked once, read before the form.
  const { data: agency, isPending, error } = useGetOne<Agency>('agency', { id: id! }, { retry: false });
  if (isPending) return <Pending />;
  if (error || !agency) return <RecordRefusal error={error} notFound="resources.agency.notFound" />;
  return (
    <Box sx={{ p: 2 }}>
      <EditBase
        resource="agency"
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            notify('resources.agency.saved', { type: 'success' });
            navigate(`/agency/${id}`);
          },
        }}
      >
        <Title />
        <AgencyForm />
      </EditBase>
    </Box>
  );
};

export default AgencyEditPage;
