import { HttpError, type SortPayload } from 'react-admin';
import { MESSAGES } from '../domain/messages';
import { toConnectionVariables } from './connection';
import { apiUrl, readAuthData } from './http';
import type { QueryRegistry } from './queryRegistry';

export interface ExportListParams {
  filter: Record<string, unknown>;
  sort?: SortPayload;
  fileName: string;
  /** Rows received so far, while the file downloads. */
  onProgress?: (rows: number) => void;
}

/**
 * The whole list as CSV, made by the server (POST /api/export/) from the list's own variables, so
 * the file holds every row the list holds. The answer is read as a stream to count the rows.
 */
export const exportList =
  (registry: QueryRegistry) =>
  async (resource: string, { filter, sort, fileName, onProgress }: ExportListParams): Promise<Blob> => {
    const list = registry[resource]?.list;
    const variables = list ? toConnectionVariables({ filter, sort }, list) : {};
    const token = readAuthData()?.token;
    const response = await fetch(apiUrl('export'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Api-Initiator': 'react',
        ...(token ? { Authorization: `JWT ${token}` } : {}),
      },
      body: JSON.stringify({
        resource,
        variables,
        fileName,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    });
    if (!response.ok) {
      const body = await response.json().catch(() => null);
      throw new HttpError(body?.detail ?? body?.message ?? MESSAGES.serverError, response.status, body);
    }
    const reader = response.body?.getReader();
    if (!reader) return response.blob();
    const chunks: Uint8Array[] = [];
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      for (const byte of value) if (byte === 10) lines += 1;
      onProgress?.(Math.max(0, lines - 1));
    }
    return new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
  };

/** Saves a made file under its name. */
export const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
