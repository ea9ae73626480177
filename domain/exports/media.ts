import { fullName } from '../csv';
import { defineExport, pageOf } from './types';

interface MediaNode {
  id: string;
  title: string;
  kind: string;
  fileName: string | null;
  fileSize: number | null;
  entryCount: number | null;
  link: string | null;
  createdAt: string;
  user: { firstName: string; lastName: string } | null;
}

/** The media list (resources/media): the date added in the reader's time zone. */
export const mediaExport = defineExport<MediaNode>({
  resource: 'media',
  fileName: 'media',
  field: 'media',
  document: `query ($first: Int, $after: String, $title_Icontains: String, $id_In: [ID!], $orderBy: String) {
    media(first: $first, after: $after, title_Icontains: $title_Icontains, id_In: $id_In, orderBy: $orderBy) {
      ${pageOf('id title kind fileName fileSize entryCount link createdAt user { firstName lastName }')}
    }
  }`,
  header: [
    'ID',
    'Название',
    'Тип',
    'Файл',
    'Размер, байт',
    'Файлов в архиве',
    'Ссылка',
    'Автор',
    'Добавлено',
  ],
  rows: (m, dates) => [
    [
      m.id,
      m.title,
      m.kind === 'ZIP' ? 'Архив' : 'Ссылка',
      m.fileName,
      m.fileSize,
      m.entryCount,
      m.link,
      fullName(m.user),
      dates.date(m.createdAt),
    ],
  ],
});
