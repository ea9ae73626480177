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
  useNavigate,
  useNotify,
  useParams,
  useRecordContext,
} from 'react-admin';
import { agencySchema, DEFAULT_AGENCY_POSITION } from '../../domain/validation/agency';
import { type Agency, agencyToBody } from './serializer';

const SORT = { field: 'title', order: 'ASC' } as const;

const EditToolbar = () => (
  <Toolbar>
    <SaveButton label="Сохранить" />
  </Toolbar>
);

const Title = () => {
  const record = useRecordContext<Agency>();
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {record ? `Редактирование: ${record.title}` : 'Редактирование агентства'}
    </Typography>
  );
};

/** The edit form: the body PATCH /api/agencies/{id}/ takes, validated by the server's own schema. */
const AgencyForm = () => {
  const record = useRecordContext<Agency>();
  const values = useMemo(() => (record ? { id: record.id, ...agencyToBody(record) } : undefined), [record]);
  const resolver = useMemo(() => yupResolver(agencySchema), []);
  return (
    <SimpleForm record={values} resolver={resolver} toolbar={<EditToolbar />} sx={{ maxWidth: 640 }}>
      <TextInput source="title" label="Название" isRequired fullWidth />
      <TextInput source="logo" label="Логотип (адрес изображения)" fullWidth />
      <TextInput source="phone" label="Телефон" fullWidth />
      <TextInput source="email" label="Email" type="email" fullWidth />
      <TextInput source="address" label="Адрес" fullWidth />
      <ReferenceInput source="region" reference="agencyRegion" sort={SORT} perPage={200}>
        <SelectInput optionText="title" label="Регион" emptyText="Не указан" fullWidth />
      </ReferenceInput>
      <ReferenceInput source="city" reference="agencyCity" sort={SORT} perPage={500}>
        <SelectInput optionText="title" label="Город" emptyText="Не указан" fullWidth />
      </ReferenceInput>
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <NumberInput
          source="latitude"
          label="Широта"
          step={0.000001}
          helperText={`Пусто: карта по умолчанию (${DEFAULT_AGENCY_POSITION.latitude})`}
        />
        <NumberInput
          source="longitude"
          label="Долгота"
          step={0.000001}
          helperText={`Пусто: ${DEFAULT_AGENCY_POSITION.longitude}`}
        />
      </Box>
    </SimpleForm>
  );
};

/** agency/{id}/edit for both agency roles (their own agency; the server refuses another's). */
const AgencyEditPage = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <Box sx={{ p: 2 }}>
      <EditBase
        resource="agency"
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            notify('Данные агентства сохранены', {
              type: 'success',
              messageArgs: { _: 'Данные агентства сохранены' },
            });
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
