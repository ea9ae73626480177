import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { SerialNumberList } from './SerialNumberList';
import type { SerialNumber } from './serializer';

/** `<Resource name="new-devices" {...serialNumbers} />`: the Serial numbers page (HQ). */
export const serialNumbers = {
  list: SerialNumberList,
  icon: QrCodeScannerIcon,
  options: { label: 'Серийные номера' },
  recordRepresentation: (record: SerialNumber) => record.serialNumber,
};

export { serialNumberQueries, serialNumberRestRoutes } from './queries';
export { serialNumberCallbacks } from './serializer';
export default serialNumbers;
