import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { BrandList } from './BrandList';
import type { Brand } from './serializer';

/** App.tsx spreads it: `<Resource name="brands" {...brands} />`; 'segments' is read for the select. */
export const brands = {
  list: BrandList,
  icon: LocalOfferIcon,
  options: { label: 'Бренды' },
  recordRepresentation: (record: Brand) => record.title,
};

export const segmentResource = {
  options: { label: 'Сегменты' },
  recordRepresentation: (record: { title: string }) => record.title,
};

export { brandQueries, brandRestRoutes } from './queries';
export { brandCallbacks } from './serializer';
export default brands;
