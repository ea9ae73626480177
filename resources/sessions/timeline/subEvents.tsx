import type { SvgIconComponent } from '@mui/icons-material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { ContactCounts, ContactEvent, SubEvent } from './api';

export type SubEventKind = 'compliment' | 'denial' | 'review' | 'exchange' | 'registration';

/** The sub-events of a contact (part 1 §3), each with its icon, colour and count key. */
export const SUB_EVENTS: {
  kind: SubEventKind;
  Icon: SvgIconComponent;
  color: string;
  count: keyof Omit<ContactCounts, 'denialReasons' | 'photos'>;
}[] = [
  { kind: 'compliment', Icon: CardGiftcardIcon, color: '#2e7d32', count: 'compliments' },
  { kind: 'denial', Icon: DoNotDisturbOnIcon, color: '#c62828', count: 'denials' },
  { kind: 'review', Icon: RateReviewIcon, color: '#0277bd', count: 'reviews' },
  { kind: 'exchange', Icon: SwapHorizIcon, color: '#ef6c00', count: 'exchanges' },
  { kind: 'registration', Icon: HowToRegIcon, color: '#6a1b9a', count: 'registrations' },
];

/** The sub-events a contact has, in time order. */
export const subEventsOf = (contact: ContactEvent) =>
  SUB_EVENTS.flatMap((s) => {
    const event = contact[s.kind] as SubEvent | null;
    return event ? [{ ...s, event }] : [];
  }).sort((a, b) => a.event.time - b.event.time);

/** The MUI chip colour of each session status; each keeps white or dark text legible (WCAG AA). */
export const STATUS_COLOR: Record<string, 'default' | 'secondary' | 'success' | 'error' | 'primary'> = {
  PLANNED: 'primary',
  STARTED: 'secondary',
  COMPLETED: 'success',
  MISSED: 'default',
  CORRUPTED: 'error',
  DELETED: 'default',
};
