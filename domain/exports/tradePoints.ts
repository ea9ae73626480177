import { uploadFileHeader, uploadFileRows } from '../uploadColumns';
import { defineExport, pageOf } from './types';

interface TradePointNode {
  title: string;
  address: string | null;
  customerNumber: string | null;
  legalName: string | null;
  latitude: number | null;
  longitude: number | null;
  city: { title: string } | null;
  coordinator: { email: string } | null;
}

/** The trade point list (/trade-points, «Скачать список» through GET /api/spots/export/, not /api/export/): the viewer’s whole scope, newest first, as a SPOTS upload file (the supervisor by e-mail). */
export const tradePointsExport = defineExport<TradePointNode>({
  resource: 'trade-points',
  fileName: 'trade-points',
  field: 'tradePoints',
  document: `query ($first: Int, $after: String, $search: String, $city: ID, $region: ID) {
    tradePoints(first: $first, after: $after, search: $search, city: $city, region: $region) {
      ${pageOf('title address customerNumber legalName latitude longitude city { title } coordinator { email }')}
    }
  }`,
  header: uploadFileHeader('SPOTS'),
  rows: uploadFileRows<TradePointNode>('SPOTS', (s) => ({
    title: s.title,
    address: s.address,
    customerNumber: s.customerNumber,
    city: s.city?.title,
    legalName: s.legalName,
    latitude: s.latitude,
    longitude: s.longitude,
    coordinator: s.coordinator?.email,
  })),
});
