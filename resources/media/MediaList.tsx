import { Link, Stack } from '@mui/material';
import { DataTable, FileField, FileInput, type Identifier, TextInput } from 'react-admin';
import { mediaEditSchema, mediaFormSchema } from '../../domain/validation/media';
import { csvExporter, fullName } from '../shared/csv';
import { DayField } from '../shared/DayField';
import { FormDialog } from '../shared/FormDialog';
import { KeysetPagination } from '../shared/KeysetPagination';
import { ReferenceList, RowEdit } from '../shared/ReferenceList';
import { RowDelete } from '../shared/RowDelete';
import { SearchInput } from '../shared/SearchInput';
import { Translated } from '../shared/Translated';
import { MediaDownloadButton } from './MediaDownloadButton';
import { formatSize, type Media, mediaFormValues } from './serializer';

const filters = [<SearchInput key="q" source="q" placeholder="resources.media.search" alwaysOn />];
const kindLabel = (m: Media) => (m.kind === 'ZIP' ? 'Архив' : 'Ссылка');
const KindLabel = (m: Media) => (
  <Translated text={m.kind === 'ZIP' ? 'resources.media.kind.ZIP' : 'resources.media.kind.LINK'} />
);
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
    title="resources.media.new"
    schema={mediaFormSchema}
    toFormValues={mediaFormValues}
    successMessage="resources.media.added"
    onClose={onClose}
  >
    <TextInput source="title" label="resources.media.fields.title" isRequired autoFocus />
    <FileInput
      source="zipFile"
      label="resources.media.fields.file"
      accept={ZIP_TYPES}
      placeholder={<Translated text="resources.media.dropzone" />}
    >
      <FileField source="src" title="title" />
    </FileInput>
    <TextInput source="link" label="resources.media.fields.link" placeholder="https://" />
  </FormDialog>
);

/** The uploaded file or link stays as it is; only the title changes. */
const EditMediaDialog = ({ id, onClose }: { id: Identifier; onClose: () => void }) => (
  <FormDialog
    resource="media"
    id={id}
    title="resources.media.editTitle"
    schema={mediaEditSchema}
    toFormValues={mediaFormValues}
    successMessage="resources.media.saved"
    onClose={onClose}
  >
    <TextInput source="title" label="resources.media.fields.title" isRequired autoFocus />
  </FormDialog>
);

const Source = ({ media }: { media: Media }) =>
  media.link ? (
    <Link href={media.link} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
      {media.link}
    </Link>
  ) : (
    <span>
      <Translated
        text="resources.media.fileSummary"
        options={{ name: media.fileName, size: formatSize(media.fileSize), count: media.entryCount }}
      />
    </span>
  );

/** Media (Справочники → Медиа): zips and links that activity screens show. */
export const MediaList = () => (
  <ReferenceList
    title="resources.media.name"
    createLabel="resources.media.new"
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exportName="media"
    pagination={<KeysetPagination />}
    dialog={(open, close) =>
      open.id == null ? <NewMediaDialog onClose={close} /> : <EditMediaDialog id={open.id} onClose={close} />
    }
  >
    <DataTable.Col source="title" label="resources.media.fields.title" />
    <DataTable.Col label="resources.media.fields.kind" disableSort render={KindLabel} />
    <DataTable.Col
      label="resources.media.fields.source"
      disableSort
      render={(m: Media) => <Source media={m} />}
    />
    <DataTable.Col label="resources.media.fields.user" disableSort render={(m: Media) => fullName(m.user)} />
    <DataTable.Col source="createdAt" label="resources.media.fields.createdAt">
      <DayField source="createdAt" />
    </DataTable.Col>
    <DataTable.Col
      label="app.common.actions"
      disableSort
      align="right"
      render={(m: Media) => (
        <Stack direction="row" justifyContent="flex-end">
          <MediaDownloadButton media={m} />
          <RowEdit />
          <RowDelete
            title="resources.media.deleteTitle"
            content="resources.media.deleteContent"
            done="resources.media.deleted"
          />
        </Stack>
      )}
    />
  </ReferenceList>
);
