import ViewListIcon from '@mui/icons-material/ViewList';
import { FormatList } from './FormatList';
import type { Format } from './serializer';

export const formats = {
  list: FormatList,
  icon: ViewListIcon,
  options: { label: 'Форматы' },
  recordRepresentation: (record: Format) => (record.sku ? `${record.sku} · ${record.title}` : record.title),
};

export { formatQueries, formatRestRoutes } from './queries';
export { formatCallbacks } from './serializer';
export default formats;
