import { Link, Stack } from '@mui/material';
import {
  DataTable,
  DateField,
  FileField,
  FileInput,
  type Identifier,
  SearchInput,
  TextInput,
} from 'react-admin';
import { mediaEditSchema, mediaFormSchema } from '../../domain/validation/media';
import { csvExporter, fullName } from '../shared/csv';
import { FormDialog } from '../shared/FormDialog';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ReferenceList, RowEdit } from '../shared/ReferenceList';
import { RowDelete } from '../shared/RowDelete';
import { MediaDownloadButton } from './MediaDownloadButton';
import { formatSize, type Media, mediaFormValues } from './serializer';

const filters = [<SearchInput key="q" source="q" placeholder="Поиск по названию" alwaysOn />];
const kindLabel = (m: Media) => (m.kind === 'ZIP' ? 'Архив' : 'Ссылка');
const ZIP_TYPES = { 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] };

export const exportMedia = csvExporter<Media>('media', [
  ['ID', (m) => m.id],
  ['Название', (m) => m.title],
  ['Тип', kindLabel],
  ['Файл', (m) => m.fileName],
  ['Размер, байт', (m) => m.fileSize],
  ['Файлов в архиве', (m) => m.entryCount],
  ['Ссылка', (m) => m.link],
  ['Автор', (m) => fullName(m.user)],
  ['Добавлено', (m) => (m.createdAt ? new Date(m.createdAt).toLocaleDateString('ru-RU') : '')],
]);

/** New media (part 2 §2): a title plus a zip file, or a title plus a link. */
const NewMediaDialog = ({ onClose }: { onClose: () => void }) => (
  <FormDialog
    resource="media"
    title="Новое медиа"
    schema={mediaFormSchema}
    toFormValues={mediaFormValues}
    successMessage="Медиа добавлено"
    onClose={onClose}
  >
    <TextInput source="title" label="Название" isRequired autoFocus />
    <FileInput
      source="zipFile"
      label="Zip-файл"
      accept={ZIP_TYPES}
      placeholder={<p>Перетащите zip-файл сюда или нажмите, чтобы выбрать</p>}
    >
      <FileField source="src" title="title" />
    </FileInput>
    <TextInput source="link" label="Или ссылка" placeholder="https://" />
  </FormDialog>
);

/** The uploaded file or link stays as it is; only the title changes. */
const EditMediaDialog = ({ id, onClose }: { id: Identifier; onClose: () => void }) => (
  <FormDialog
    resource="media"
    id={id}
    title="Редактирование медиа"
    schema={mediaEditSchema}
    toFormValues={mediaFormValues}
    successMessage="Медиа сохранено"
    onClose={onClose}
  >
    <TextInput source="title" label="Название" isRequired autoFocus />
  </FormDialog>
);

const Source = ({ media }: { media: Media }) =>
  media.link ? (
    <Link href={media.link} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
      {media.link}
    </Link>
  ) : (
    <span>
      {media.fileName} ({formatSize(media.fileSize)}, файлов: {media.entryCount})
    </span>
  );

/** Media (Справочники → Медиа): zips and links that activity screens show. */
export const MediaList = () => (
  <ReferenceList
    title="Медиа"
    createLabel="Новое медиа"
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exportName="media"
    pagination={<KeysetPagination />}
    dialog={(open, close) =>
      open.id == null ? <NewMediaDialog onClose={close} /> : <EditMediaDialog id={open.id} onClose={close} />
    }
  >
    <DataTable.Col source="title" label="Название" />
    <DataTable.Col label="Тип" disableSort render={kindLabel} />
    <DataTable.Col label="Файл или ссылка" disableSort render={(m: Media) => <Source media={m} />} />
    <DataTable.Col label="Автор" disableSort render={(m: Media) => fullName(m.user)} />
    <DataTable.Col source="createdAt" label="Добавлено">
      <DateField source="createdAt" locales="ru-RU" />
    </DataTable.Col>
    <DataTable.Col
      label="Действия"
      disableSort
      align="right"
      render={(m: Media) => (
        <Stack direction="row" justifyContent="flex-end">
          <MediaDownloadButton media={m} />
          <RowEdit />
          <RowDelete
            title={`Удалить медиа «${m.title}»?`}
            content="Медиа больше не будет показываться в списках и при выборе."
            done="Медиа удалено"
          />
        </Stack>
      )}
    />
  </ReferenceList>
);
