import { yesNo } from '../csv';
import { displayProgramId, LIMIT_PERIOD_LABELS, type LimitPeriod } from '../validation/programs';
import { defineExport, pageOf } from './types';

export interface ProgramLimitNode {
  limitsInside: number | null;
  limitsInsidePeriod: string | null;
  consultantLimits: number | null;
  limitsOutside: { programId: string }[];
}

interface ProgramNode {
  title: string;
  description: string | null;
  programId: string;
  notForBatBrand: boolean;
  isRepeatCustomerCheck: boolean;
  isWithBatyr: boolean;
  category: { name: string } | null;
  limits: ProgramLimitNode[];
}

/**
 * A limits entry in words: '2 за весь период; консультант: 30; кроме LOYAL'. The same text as
 * resources/programs/exporter.ts `describeLimit` (copied here; that browser file goes away once
 * the list exports through the server).
 */
export const describeLimit = (limit: ProgramLimitNode) => {
  const period = limit.limitsInsidePeriod;
  const periodLabel = period ? (LIMIT_PERIOD_LABELS[period as LimitPeriod] ?? period) : '';
  return [
    limit.limitsInside != null
      ? `${limit.limitsInside}${period ? ` ${periodLabel}` : ''}`
      : period
        ? LIMIT_PERIOD_LABELS[period as LimitPeriod]
        : null,
    limit.consultantLimits != null ? `консультант: ${limit.consultantLimits}` : null,
    limit.limitsOutside.length
      ? `кроме ${limit.limitsOutside.map((o) => displayProgramId(o.programId)).join(', ')}`
      : null,
  ]
    .filter(Boolean)
    .join('; ');
};

/** The programs list (resources/programs): the displayed program id first, then the full one. */
export const programsExport = defineExport<ProgramNode>({
  resource: 'programs',
  fileName: 'programs',
  field: 'programs',
  document: `query ($first: Int, $after: String, $isDeleted: Boolean, $search: String, $category_In: [ID!],
    $id_In: [ID!], $orderBy: String) {
    programs(first: $first, after: $after, isDeleted: $isDeleted, search: $search, category_In: $category_In,
      id_In: $id_In, orderBy: $orderBy) {
      ${pageOf(`title description programId notForBatBrand isRepeatCustomerCheck isWithBatyr category { name }
        limits { limitsInside limitsInsidePeriod consultantLimits limitsOutside { programId } }`)}
    }
  }`,
  header: [
    'ID',
    'Полный ID программы',
    'Название',
    'Категория',
    'Описание',
    'Не для брендов BAT',
    'Проверка повторного покупателя',
    'С Батыром',
    'Лимиты',
  ],
  rows: (p) => [
    [
      displayProgramId(p.programId),
      p.programId,
      p.title,
      p.category?.name,
      p.description,
      yesNo(p.notForBatBrand),
      yesNo(p.isRepeatCustomerCheck),
      yesNo(p.isWithBatyr),
      p.limits.map(describeLimit).join(' | '),
    ],
  ],
});
