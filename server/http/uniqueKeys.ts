import { MESSAGES } from '../../domain/messages';
import type { FieldErrors } from '../../domain/validation/common';
import { PROGRAM_ID_TAKEN } from '../../domain/validation/programs';

/**
 * The natural key of each reference table (unique among live rows, trimmed and case-insensitive:
 * server/db/tables, `liveKey`), by index name: the request field a duplicate is refused on, and
 * the message. A duplicate is then a 400 on that field however it was caught, never a 500.
 */
export const UNIQUE_KEYS: Record<string, { field: string; message: string }> = {
  stick_brands_title_live_key: { field: 'title', message: MESSAGES.stickBrandTitleTaken },
  sticks_brand_title_live_key: { field: 'title', message: MESSAGES.stickTitleTaken },
  brands_title_live_key: { field: 'title', message: MESSAGES.brandTitleTaken },
  formats_sku_live_key: { field: 'sku', message: MESSAGES.formatSkuTaken },
  compliment_kinds_title_live_key: { field: 'title', message: MESSAGES.complimentTitleTaken },
  programs_program_id_live_key: { field: 'programId', message: PROGRAM_ID_TAKEN },
  device_models_model_live_key: { field: 'model', message: MESSAGES.deviceModelTaken },
  devices_model_title_live_key: { field: 'title', message: MESSAGES.deviceColorTaken },
  disclaimers_title_live_key: { field: 'title', message: MESSAGES.disclaimerTitleTaken },
  media_title_live_key: { field: 'title', message: MESSAGES.mediaTitleTaken },
  interview_kits_title_live_key: { field: 'title', message: MESSAGES.interviewKitTitleTaken },
  scratch_cards_title_live_key: { field: 'title', message: MESSAGES.scratchCardTitleTaken },
  scratch_cards_code_key: { field: 'code', message: MESSAGES.codeTaken },
  serial_numbers_number_key: { field: 'serialNumber', message: MESSAGES.serialNumberTaken },
};

/** The field errors of a unique violation (23505) of a known natural key, else undefined. */
export const duplicateFieldErrors = (error: unknown): FieldErrors | undefined => {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (e.code === '23505' && typeof e.constraint === 'string') {
      const key = UNIQUE_KEYS[e.constraint];
      return key ? { [key.field]: [key.message] } : undefined;
    }
    e = e.cause as typeof e;
  }
  return undefined;
};
