import DevicesIcon from '@mui/icons-material/Devices';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { deviceQueries, deviceRestRoutes } from './queries';
import { type DeviceColor, type DeviceModel, type DeviceType, deviceCallbacks } from './serializer';
import { stickQueries, stickRestRoutes } from './stickQueries';
import { stickCallbacks } from './stickSerializer';

/**
 * The Devices page ('devices': device models with their colours) and the resources it reads and
 * writes through: models, colours, types, and the sticks' brands and sticks.
 */
export default defineResource({
  name: 'devices',
  list: lazyView(() => import('./DeviceList').then((m) => m.DeviceList)),
  icon: DevicesIcon,
  options: { label: 'resources.devices.name' },
  recordRepresentation: (record: DeviceModel) => record.model,
  resources: [
    {
      name: 'devicemodel',
      options: { label: 'resources.devicemodel.name' },
      recordRepresentation: (record: DeviceModel) => record.model,
    },
    {
      name: 'glocolor',
      options: { label: 'resources.glocolor.name' },
      recordRepresentation: (record: DeviceColor) => record.title,
    },
    {
      name: 'devicetype',
      options: { label: 'resources.devicetype.name' },
      recordRepresentation: (record: DeviceType) => record.title,
    },
    { name: 'stickbrand', options: { label: 'resources.stickbrand.name' }, recordRepresentation: 'title' },
    { name: 'glostick', options: { label: 'resources.glostick.name' }, recordRepresentation: 'title' },
  ],
  queries: { ...deviceQueries, ...stickQueries },
  restRoutes: { ...deviceRestRoutes, ...stickRestRoutes },
  callbacks: [...deviceCallbacks, ...stickCallbacks],
});
