import type { Identifier } from 'react-admin';
import { apiUrl, request } from '../../dataProvider/http';
import type { BulkAction } from '../../domain/validation/sessionsBulk';
import { BROWSER_TIME_ZONE } from './queries';

export interface BulkRequest {
  action: BulkAction;
  date?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  consultant?: Identifier | null;
  spot?: Identifier | null;
}

/** sessions-edit's one action on the chosen sessions (POST /api/sessions/bulk/): all or nothing. */
export const bulkEditSessions = (ids: readonly Identifier[], body: BulkRequest) =>
  request<{ ids: number[] }>(apiUrl('sessions/bulk/'), {
    method: 'POST',
    body: { ...body, ids: ids.map(Number), timeZone: BROWSER_TIME_ZONE },
  });
