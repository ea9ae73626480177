import { useCallback, useEffect, useRef, useState } from 'react';
import { saveFile } from '../../../dataProvider/exportList';
import { apiUrl, readAuthData, request } from '../../../dataProvider/http';
import { REPORT_FAILED, REPORT_FINISHED, REPORT_POLL_MS, REPORT_RETRYING } from '../../../domain/uploads';

/** Where a report is: not asked, being made, its file coming, saved, or failed (with why). */
export type ReportPhase = 'idle' | 'running' | 'downloading' | 'done' | 'failed';

export interface ReportState {
  phase: ReportPhase;
  /** The i18n key of the failure: app.reports.failed (start or status) or the download's. */
  error: string | null;
  filename: string | null;
  /** Being made again after the server's process stopped (the status 'retrying'). */
  retrying?: boolean;
  /** Why the server failed the report, when it says (a lost process): shown after the error. */
  reason?: string | null;
}

interface ReportStatus {
  status: string;
  id: number;
  filename: string | null;
  reason?: string | null;
}

/** The server's answer that the report failed, with its reason if any. */
class ReportFailed extends Error {
  constructor(readonly reason: string | null) {
    super(REPORT_FAILED);
  }
}

const IDLE: ReportState = { phase: 'idle', error: null, filename: null };

/**
 * The report engine from the browser (part 2 §4 "Report generation"): run, then ask the status
 * every `pollMs` (REPORT_POLL_MS) until 'finished' (download the file with the login's header and
 * save it) or 'Ошибка выполнения' ('retrying' shown as such meanwhile). A failed start or status shows app.reports.failed; a failed
 * file `downloadError`. `run` answers whether the file was saved.
 */
export const useReport = ({
  downloadError = 'app.reports.failed',
  pollMs = REPORT_POLL_MS,
}: {
  downloadError?: string;
  pollMs?: number;
} = {}) => {
  const [state, setState] = useState<ReportState>(IDLE);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = useCallback(
    async (body: Record<string, unknown>): Promise<boolean> => {
      setState({ phase: 'running', error: null, filename: null });
      let done: ReportStatus;
      try {
        const { id } = await request<{ id: number }>(apiUrl('reports/run'), { method: 'POST', body });
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, pollMs));
          if (!alive.current) return false;
          const status = await request<ReportStatus>(apiUrl(`reports/status/${id}`));
          if (status.status === REPORT_FINISHED && status.filename) {
            done = status;
            break;
          }
          if (status.status === REPORT_FAILED) throw new ReportFailed(status.reason ?? null);
          const retrying = status.status === REPORT_RETRYING;
          if (alive.current)
            setState((s) =>
              s.retrying === retrying ? s : { phase: 'running', error: null, filename: null, retrying },
            );
        }
      } catch (error) {
        const reason = error instanceof ReportFailed ? error.reason : null;
        if (alive.current) setState({ phase: 'failed', error: 'app.reports.failed', filename: null, reason });
        return false;
      }
      if (!alive.current) return false;
      setState({ phase: 'downloading', error: null, filename: done.filename });
      try {
        const token = readAuthData()?.token;
        const response = await fetch(`/api/reports/get/${done.id}/${encodeURIComponent(done.filename!)}`, {
          headers: { 'X-Api-Initiator': 'react', ...(token ? { Authorization: `JWT ${token}` } : {}) },
        });
        if (!response.ok) throw new Error(String(response.status));
        saveFile(await response.blob(), done.filename!);
      } catch {
        if (alive.current) setState({ phase: 'failed', error: downloadError, filename: null });
        return false;
      }
      if (alive.current) setState({ phase: 'done', error: null, filename: done.filename });
      return true;
    },
    [downloadError, pollMs],
  );

  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, busy: state.phase === 'running' || state.phase === 'downloading', run, reset };
};
