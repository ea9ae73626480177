import type { Exporter } from 'react-admin';
import { downloadCsv } from '../shared/csv';
import type { ComplimentKind } from './serializer';

export const COMPLIMENT_CSV_HEADER = ['ID', 'Тип', 'Название', 'SAP-код', 'Рекомендуется в час'];

export const exportCompliments: Exporter<ComplimentKind> = (kinds) =>
  downloadCsv(
    'compliments',
    COMPLIMENT_CSV_HEADER,
    kinds.map((k) => [k.id, k.type?.title, k.title, k.sap, k.recommendedPerHour]),
  );
