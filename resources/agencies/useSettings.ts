import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../dataProvider/client';

/** The server's settings for the browser (GraphQL `settings`, server/modules/settings). */
export interface BrowserSettings {
  tileUrl: string;
}

/**
 * Read once per session: they only change when the server restarts. Through GraphQL, so that the
 * read merges with the others a screen starts with it (dataProvider/merge.ts).
 */
export const useSettings = () =>
  useQuery({
    queryKey: ['settings'],
    queryFn: async () =>
      (await graphql<{ settings: BrowserSettings }>('query Settings { settings { tileUrl } }')).settings,
    staleTime: Number.POSITIVE_INFINITY,
  });
