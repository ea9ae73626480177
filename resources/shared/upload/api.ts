import { apiUrl, readAuthData, request } from '../../../dataProvider/http';
import { uploadTemplate } from '../../../domain/uploadColumns';
import type { UploadField } from '../../../domain/uploadRules';
import type { UploadStatus, UploadType } from '../../../domain/uploads';

export interface UploadPreview {
  id: number;
  status: 'PREVIEW';
  title: string;
  uploadType: UploadType;
  totalRows: number;
  errorRows: number;
  errorsKept: number;
  mapping: { column: string; field: UploadField | null }[];
  preview: { rowNumber: number; values: Partial<Record<UploadField, string>> }[];
  errors: { rowNumber: number; column: string; message: string }[];
  /** Good rows whose natural key an earlier row had (the last one is imported); the first 100. */
  warningRows: number;
  warnings: { rowNumber: number; column: string; message: string }[];
}

export interface UploadState {
  id: number;
  status: UploadStatus;
  totalRows: number;
  errorRows: number;
  processedRows: number;
  insertedRows: number;
  updatedRows: number;
  errorMessage: string | null;
}

export const sendUpload = (uploadType: UploadType, title: string, file: File) => {
  const form = new FormData();
  // The type first: the server refuses a type the caller may not upload before reading the file.
  form.append('title', title);
  form.append('upload_type', uploadType);
  form.append('file', file, file.name);
  return request<UploadPreview>(apiUrl('upload'), { method: 'POST', body: form });
};

export const uploadState = (id: number) => request<UploadState>(apiUrl(`upload/${id}`));
export const confirmUpload = (id: number) => request(apiUrl(`upload/${id}/confirm`), { method: 'POST' });
export const cancelUpload = (id: number) =>
  request<UploadState>(apiUrl(`upload/${id}/cancel`), { method: 'POST' });
export const errorsFileUrl = (id: number) => apiUrl(`upload/${id}/errors`);

/**
 * Part 2 §8: a failed upload shows 'Ошибка загрузки файла' when the error is the request's own
 * (dataProvider/http.ts words those "Request to ... failed"), otherwise the server's message.
 */
export const uploadFailure = (error: unknown, fallback: string): string => {
  const message = error instanceof Error ? error.message : '';
  return !message || message.startsWith('Request') ? fallback : message;
};

/** Saves a file the browser holds (a blob) under a name. */
const save = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** The type's template (its headers in the chosen language, no rows), made here from domain/uploadColumns.ts. */
export const downloadTemplate = (uploadType: UploadType, locale: 'ru' | 'en') =>
  save(
    new Blob([uploadTemplate(uploadType, locale)], { type: 'text/csv;charset=utf-8' }),
    `${uploadType.toLowerCase()}-template.csv`,
  );

/** The errors file, fetched with the JWT header (a plain link would carry none) and saved. */
export const downloadErrors = async (id: number) => {
  const token = readAuthData()?.token;
  const response = await fetch(errorsFileUrl(id), {
    headers: token ? { Authorization: `JWT ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Request to ${errorsFileUrl(id)} failed: ${response.status}`);
  save(await response.blob(), `upload-${id}-errors.csv`);
};
