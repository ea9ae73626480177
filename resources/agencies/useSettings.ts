import { useQuery } from '@tanstack/react-query';
import { apiUrl, request } from '../../dataProvider/http';

/** The server's settings for the browser (GET /api/settings/, server/modules/settings). */
export interface BrowserSettings {
  tileUrl: string;
}

/** Read once per session: they only change when the server restarts. */
export const useSettings = () =>
  useQuery({
    queryKey: ['settings'],
    queryFn: () => request<BrowserSettings>(apiUrl('settings/')),
    staleTime: Number.POSITIVE_INFINITY,
  });
