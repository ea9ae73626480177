import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';

/** Activities for the Projects menu (part 1 §6): id, title and status, searchable by title. */
export const activityQueries: QueryRegistry = {
  activities: {
    list: {
      document: gql`query Activities($first: Int, $after: String, $status_In: [String!], $title_Icontains: String,
        $orderBy: String) {
        activities(first: $first, after: $after, status_In: $status_In, title_Icontains: $title_Icontains,
          orderBy: $orderBy) {
          ${connectionOf('id title status')}
        }
      }`,
      field: 'activities',
      filterNames: { q: 'title_Icontains', status: 'status_In' },
    },
  },
};
