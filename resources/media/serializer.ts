import type { Identifier, RaRecord, ResourceCallbacks } from 'react-admin';

export interface Media extends RaRecord {
  title: string;
  kind: 'ZIP' | 'LINK';
  /** The download address of the zip (needs the Authorization header). */
  zipFile: string | null;
  fileName: string | null;
  fileSize: number | null;
  entryCount: number | null;
  link: string | null;
  createdAt: string;
  user?: { id: Identifier; firstName: string; lastName: string } | null;
}

/** The FileInput's value: react-admin keeps the File as `rawFile`. */
const rawFileOf = (value: unknown): File | null => {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | null)?.rawFile;
  return typeof File !== 'undefined' && raw instanceof File ? raw : null;
};

/**
 * Part 2 §5: title plus zip file (POST media, form data with the file as zipFile) or title plus
 * link (POST mediabylink); the form sends nothing when it has neither.
 */
export const mediaToCreateBody = (data: Partial<Record<string, unknown>>) => {
  const file = rawFileOf(data.zipFile);
  const title = typeof data.title === 'string' ? data.title.trim() : data.title;
  return file ? { title, zipFile: file } : { title, link: data.link };
};

export const mediaFormValues = (record: Partial<Media>) =>
  record.id === undefined ? { title: '', link: '', zipFile: null } : { id: record.id, title: record.title };

export const formatSize = (bytes: number | null | undefined) => {
  if (bytes == null) return '';
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1)} МБ`;
};

export const mediaCallbacks: ResourceCallbacks[] = [
  {
    resource: 'media',
    beforeCreate: async (params) => ({ ...params, data: mediaToCreateBody(params.data) }),
    beforeUpdate: async (params) => ({ ...params, data: { title: params.data.title } }),
  },
];
