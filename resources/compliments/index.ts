import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { ComplimentList } from './ComplimentList';
import type { ComplimentKind } from './serializer';

export const compliments = {
  list: ComplimentList,
  icon: CardGiftcardIcon,
  options: { label: 'Комплименты' },
  recordRepresentation: (record: ComplimentKind) => record.title,
};

export const complimentTypeResource = {
  options: { label: 'Типы комплиментов' },
  recordRepresentation: (record: { title: string }) => record.title,
};

export { complimentQueries, complimentRestRoutes } from './queries';
export { complimentCallbacks } from './serializer';
export default compliments;
