import type { Identifier, RaRecord, ResourceCallbacks } from 'react-admin';
import { readAuthData } from '../../dataProvider/http';

export interface Disclaimer extends RaRecord {
  title: string;
  displayName: string;
  buttonTitle: string;
  /** HTML, sanitised by the server. */
  content: string;
  enabled: boolean;
  updatedAt?: string;
  user?: { id: Identifier; firstName: string; lastName: string } | null;
}

/**
 * POST /api/disclaimer/ and PUT /api/disclaimer/{id}/ (part 2 §7): the editor's content as an
 * HTML string (part 1 §7 "disclaimer (content to HTML)") and the saving user, whom the server
 * takes from the token anyway.
 */
export const disclaimerToBody = (data: Partial<Record<string, unknown>>) => ({
  title: data.title,
  displayName: data.displayName,
  buttonTitle: data.buttonTitle,
  content: typeof data.content === 'string' ? data.content : '',
  enabled: data.enabled ?? true,
  user: readAuthData()?.user.id ?? null,
});

export const disclaimerFormValues = (record: Partial<Disclaimer>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  title: record.title ?? '',
  displayName: record.displayName ?? '',
  buttonTitle: record.buttonTitle ?? '',
  content: record.content ?? '',
  enabled: record.enabled ?? true,
});

export const disclaimerCallbacks: ResourceCallbacks[] = [
  { resource: 'disclaimers', beforeSave: async (data) => disclaimerToBody(data) },
];
