import DevicesIcon from '@mui/icons-material/Devices';
import { DeviceList } from './DeviceList';
import type { DeviceColor, DeviceModel, DeviceType } from './serializer';

/**
 * The Devices resources. App.tsx spreads each: `<Resource name="devices" {...devices} />` (the
 * page) and the three it reads and writes through: 'devicemodel', 'glocolor', 'devicetype'.
 */
export const devices = {
  list: DeviceList,
  icon: DevicesIcon,
  options: { label: 'Устройства' },
  recordRepresentation: (record: DeviceModel) => record.model,
};

export const deviceModelResource = {
  options: { label: 'Модели устройств' },
  recordRepresentation: (record: DeviceModel) => record.model,
};

export const deviceResource = {
  options: { label: 'Устройства (цвета)' },
  recordRepresentation: (record: DeviceColor) => record.title,
};

export const deviceTypeResource = {
  options: { label: 'Типы устройств' },
  recordRepresentation: (record: DeviceType) => record.title,
};

export { deviceQueries, deviceRestRoutes } from './queries';
export { deviceCallbacks } from './serializer';
export default devices;
