import type { Exporter } from 'react-admin';
import { displayProgramId, LIMIT_PERIOD_LABELS, type LimitPeriod } from '../../domain/validation/programs';
import { downloadCsv, yesNo } from '../shared/csv';
import type { Program, ProgramLimit } from './serializer';

export const PROGRAM_CSV_HEADER = [
  'ID',
  'Полный ID программы',
  'Название',
  'Категория',
  'Описание',
  'Не для брендов BAT',
  'Проверка повторного покупателя',
  'С Батыром',
  'Лимиты',
];

/** '2 за весь период; консультант: 30; кроме LOYAL' */
export const describeLimit = (limit: ProgramLimit) =>
  [
    limit.limitsInside != null
      ? `${limit.limitsInside}${limit.limitsInsidePeriod ? ` ${LIMIT_PERIOD_LABELS[limit.limitsInsidePeriod as LimitPeriod] ?? limit.limitsInsidePeriod}` : ''}`
      : limit.limitsInsidePeriod
        ? LIMIT_PERIOD_LABELS[limit.limitsInsidePeriod as LimitPeriod]
        : null,
    limit.consultantLimits != null ? `консультант: ${limit.consultantLimits}` : null,
    limit.limitsOutside.length
      ? `кроме ${limit.limitsOutside.map((o) => displayProgramId(o.programId)).join(', ')}`
      : null,
  ]
    .filter(Boolean)
    .join('; ');

export const exportPrograms: Exporter<Program> = (programs) =>
  downloadCsv(
    'programs',
    PROGRAM_CSV_HEADER,
    programs.map((p) => [
      displayProgramId(p.programId),
      p.programId,
      p.title,
      p.category?.name,
      p.description,
      yesNo(p.notForBatBrand),
      yesNo(p.isRepeatCustomerCheck),
      yesNo(p.isWithBatyr),
      p.limits.map(describeLimit).join(' | '),
    ]),
  );
