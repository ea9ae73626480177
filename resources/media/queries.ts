import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';
import { MESSAGES } from '../../domain/messages';

const FIELDS =
  'id title kind zipFile fileName fileSize entryCount link createdAt user { id firstName lastName }';

export const mediaQueries: QueryRegistry = {
  media: {
    list: {
      document: gql`query MediaList($first: Int, $after: String, $last: Int, $before: String, $title_Icontains: String, $id_In: [ID!],
        $orderBy: String) {
        media(first: $first, after: $after, last: $last, before: $before, title_Icontains: $title_Icontains, id_In: $id_In, orderBy: $orderBy) {
          ${connectionOf(FIELDS)}
        }
      }`,
      field: 'media',
      filterNames: { q: 'title_Icontains' },
      countApart: true,
    },
    one: {
      document: gql`query MediaItem($id: ID!) { mediaItem(id: $id) { ${FIELDS} } }`,
      field: 'mediaItem',
    },
  },
};

/** A zip goes as form data to POST media; a link as JSON to POST mediabylink (part 2 §7). */
export const mediaRestRoutes: RestRoutes = {
  media: {
    path: 'media',
    update: 'PATCH',
    createPath: (data) => (data.zipFile ? 'media' : 'mediabylink'),
    failureMessage: MESSAGES.invalidFile,
  },
};
