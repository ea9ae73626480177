import { defineExport, pageOf } from './types';

interface TradePointNode {
  title: string;
  address: string | null;
  customerNumber: string | null;
  legalName: string | null;
  createdAt: string;
  city: { title: string; region: { title: string } | null } | null;
  coordinator: { name: string } | null;
}

/** The trade point list (/trade-points, «Скачать список» through GET /api/spots/export/, not /api/export/): the viewer’s whole scope, newest first. */
export const tradePointsExport = defineExport<TradePointNode>({
  resource: 'trade-points',
  fileName: 'trade-points',
  field: 'tradePoints',
  document: `query ($first: Int, $after: String, $search: String, $city: ID, $region: ID) {
    tradePoints(first: $first, after: $after, search: $search, city: $city, region: $region) {
      ${pageOf('title address customerNumber legalName createdAt city { title region { title } } coordinator { name }')}
    }
  }`,
  header: [
    'Название',
    'Адрес',
    'Номер клиента',
    'Юридическое лицо',
    'Город',
    'Регион',
    'Координатор',
    'Добавлена',
  ],
  rows: (s, dates) => [
    [
      s.title,
      s.address,
      s.customerNumber,
      s.legalName,
      s.city?.title,
      s.city?.region?.title,
      s.coordinator?.name,
      dates.date(s.createdAt),
    ],
  ],
});
