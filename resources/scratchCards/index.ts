import CreditCardIcon from '@mui/icons-material/CreditCard';
import { ScratchCardList } from './ScratchCardList';
import type { ScratchCard } from './serializer';

/** `<Resource name="scratch-cards" {...scratchCards} />`: the Scratch cards page (HQ). */
export const scratchCards = {
  list: ScratchCardList,
  icon: CreditCardIcon,
  options: { label: 'Скретч-карты' },
  recordRepresentation: (record: ScratchCard) => record.title,
};

export { scratchCardQueries, scratchCardRestRoutes } from './queries';
export { scratchCardCallbacks } from './serializer';
export default scratchCards;
