import PermMediaIcon from '@mui/icons-material/PermMedia';
import { MediaList } from './MediaList';
import type { Media } from './serializer';

export const media = {
  list: MediaList,
  icon: PermMediaIcon,
  options: { label: 'Медиа' },
  recordRepresentation: (record: Media) => record.title,
};

export { mediaQueries, mediaRestRoutes } from './queries';
export { mediaCallbacks } from './serializer';
export default media;
