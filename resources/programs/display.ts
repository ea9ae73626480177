import { displayProgramId } from '../../domain/validation/programs.messages';

/** A program as choices and lists name it: the displayed id (before the colon) and the title. */
export const displayProgramCode = (record?: { programId?: string; title?: string } | null) =>
  record ? [displayProgramId(record.programId), record.title].filter(Boolean).join(' — ') : '';
