import PermMediaIcon from '@mui/icons-material/PermMedia';
import { lazyView } from '../../src/lazy';
import { defineResource } from '../registration';
import { mediaQueries, mediaRestRoutes } from './queries';
import { type Media, mediaCallbacks } from './serializer';

export default defineResource({
  name: 'media',
  list: lazyView(() => import('./MediaList').then((m) => m.MediaList)),
  icon: PermMediaIcon,
  options: { label: 'resources.media.name' },
  recordRepresentation: (record: Media) => record.title,
  queries: mediaQueries,
  restRoutes: mediaRestRoutes,
  callbacks: mediaCallbacks,
});
