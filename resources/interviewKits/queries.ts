import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';
import { MESSAGES } from '../../domain/messages';

const FIELDS = `id title isDeleted externalVisibility externalTitle
  questions { id text isOpen answers { id text value } }`;

/** Part 2 §7 "Interview kits with questions and answers". */
export const interviewKitQueries: QueryRegistry = {
  'interview-kits': {
    list: {
      document: gql`query InterviewKits($first: Int, $after: String, $title_Icontains: String, $id_In: [ID!],
        $orderBy: String) {
        interviewKits(first: $first, after: $after, title_Icontains: $title_Icontains, id_In: $id_In,
          orderBy: $orderBy) { ${connectionOf(FIELDS)} }
      }`,
      field: 'interviewKits',
      filterNames: { q: 'title_Icontains' },
    },
    one: {
      document: gql`query InterviewKit($id: ID!) { interviewKit(id: $id) { ${FIELDS} } }`,
      field: 'interviewKit',
    },
  },
};

/** POST interviewkit; a failure shows 'Ошибка создания нового опросника' or the server's message (§8). */
export const interviewKitRestRoutes: RestRoutes = {
  'interview-kits': { path: 'interviewkit', update: 'PUT', failureMessage: MESSAGES.interviewKitFailed },
};
