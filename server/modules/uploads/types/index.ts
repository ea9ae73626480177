import type { UploadType } from '../../../../domain/uploads';
import { cigarettesType } from './cigarettes';
import type { UploadTypeDef } from './common';
import { dmCodesType } from './dmCodes';
import { standsType, tabletsType } from './equipment';
import { spotsType } from './spots';

export const UPLOAD_TYPE_DEFS: Record<UploadType, UploadTypeDef> = {
  SPOTS: spotsType,
  DM_CODES: dmCodesType,
  CIGARETTES: cigarettesType,
  EQUIPMENT_TABLETS: tabletsType,
  EQUIPMENT_STANDS: standsType,
};
