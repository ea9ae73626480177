import type { Permission } from './permissions';

/**
 * The upload engine's list types (part 2 §7 "POST upload", §9 "upload types"): who may upload
 * each (the write permission of its list) and the natural key that makes a second upload of the
 * same rows update them instead of doubling them.
 */
export const UPLOAD_TYPES = {
  SPOTS: { permission: 'tradePoints.write', naturalKey: 'customerNumber' },
  DM_CODES: { permission: 'dmCodes.write', naturalKey: 'number' },
  CIGARETTES: { permission: 'cigarettes.write', naturalKey: 'sku' },
  EQUIPMENT_TABLETS: { permission: 'equipment.write', naturalKey: 'inventoryNumber' },
  EQUIPMENT_STANDS: { permission: 'equipment.write', naturalKey: 'inventoryNumber' },
} as const satisfies Record<string, { permission: Permission; naturalKey: string }>;

export type UploadType = keyof typeof UPLOAD_TYPES;

export const UPLOAD_TYPE_NAMES = Object.keys(UPLOAD_TYPES) as UploadType[];

/**
 * An upload's states: PREVIEW (parsed, waiting for the user's confirmation), REFUSED (the file
 * itself is unusable), QUEUED, RUNNING (RETRYING: run again from the start after its process
 * stopped), then DONE, FAILED or CANCELLED.
 */
export const UPLOAD_STATUSES = [
  'PREVIEW',
  'REFUSED',
  'QUEUED',
  'RUNNING',
  'RETRYING',
  'DONE',
  'FAILED',
  'CANCELLED',
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** The largest file accepted (bytes): 1,000,000 data-matrix codes in CSV fit with room. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** The reports of the report engine (part 2 §7 "Reports", §9) and who may run each. */
export const REPORT_TYPES = {
  dm_codes_report: { permission: 'reports.run' },
  spots_coverage_report: { permission: 'reports.run' },
} as const satisfies Record<string, { permission: Permission }>;

export type ReportType = keyof typeof REPORT_TYPES;

/** The report status that means ready (part 2 §4) and the one that means failure (§8). */
export const REPORT_FINISHED = 'finished';
export const REPORT_FAILED = 'Ошибка выполнения';
/** Being made again from the start after the process that made it stopped (server/jobs/lease.ts). */
export const REPORT_RETRYING = 'retrying';

/** How often the browser asks for a report's status (part 2 §9). */
export const REPORT_POLL_MS = 5000;

/** Report and upload file names: letters, digits and dots; anything else becomes `_` (part 2 §5). */
export const sanitizeFileName = (name: string) => name.replace(/[^\p{L}\p{N}.]/gu, '_');
