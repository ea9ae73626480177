import { saveFile } from '../../dataProvider/exportList';
import { readAuthData, request } from '../../dataProvider/http';
import { FILE_FAILED, FILE_FINISHED, FILE_POLL_MS, type FileJobStatus } from '../../domain/photos';

/** A failed job, with its reason when the server gives one (else the caller's generic error). */
export class FileJobFailed extends Error {
  constructor(readonly reason: string | null) {
    super(FILE_FAILED);
  }
}

/** The words to show for a failed file job: its reason, or null for the generic error. */
export const failureReason = (error: unknown) => (error instanceof FileJobFailed ? error.reason : null);

/**
 * A file the server builds as a job (photo zip, photo report, audit report): start it, ask its
 * status every 5 s (part 2 §9) until finished, then download it with the login's header and save
 * it. Throws on a failure (the caller shows a generic error: part 2 §8, no message).
 */
export const runFileJob = async (start: () => Promise<{ status_url: string }>, pollMs = FILE_POLL_MS) => {
  const { status_url } = await start();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const status = await request<FileJobStatus>(status_url);
    if (status.status === FILE_FAILED) throw new FileJobFailed(status.reason ?? null);
    if (status.status === FILE_FINISHED && status.filename) {
      const token = readAuthData()?.token;
      const response = await fetch(status.download_url, {
        headers: token ? { Authorization: `JWT ${token}`, 'X-Api-Initiator': 'react' } : {},
      });
      if (!response.ok) throw new Error(String(response.status));
      saveFile(await response.blob(), status.filename);
      return;
    }
  }
};
