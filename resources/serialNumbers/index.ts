import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { serialNumberQueries, serialNumberRestRoutes } from './queries';
import { type SerialNumber, serialNumberCallbacks } from './serializer';

/** The Serial numbers page (HQ): 'new-devices'. */
export default defineResource({
  name: 'new-devices',
  list: lazyView(() => import('./SerialNumberList').then((m) => m.SerialNumberList)),
  icon: QrCodeScannerIcon,
  options: { label: 'resources.new-devices.name' },
  recordRepresentation: (record: SerialNumber) => record.serialNumber,
  queries: serialNumberQueries,
  restRoutes: serialNumberRestRoutes,
  callbacks: serialNumberCallbacks,
});
