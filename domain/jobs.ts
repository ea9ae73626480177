/** How many times a job is started before the loss of its process is final (server/jobs/lease.ts). */
export const JOB_MAX_ATTEMPTS = 3;

/** Why a job ended that the user sees (uploads' error message, reports' stored reason). */
export const JOB_MESSAGES = {
  processStopped:
    'Процесс остановился во время работы, повторные попытки тоже: задача не выполнена, ничего не сохранено',
};
