import { connectionOf, gql } from '../../dataProvider/documents';
import type { QueryRegistry } from '../../dataProvider/queryRegistry';
import type { RestRoutes } from '../../dataProvider/rest';

/** A program and the programs list, and program categories (part 2 §7 data queries). */

const PROGRAM = `id title description programId notForBatBrand isRepeatCustomerCheck isWithBatyr
  category { id name }
  limits { id limitsInside limitsInsidePeriod consultantLimits limitsOutside { id programId } }`;

export const programQueries: QueryRegistry = {
  programs: {
    list: {
      document: gql`query Programs($first: Int, $after: String, $isDeleted: Boolean, $search: String,
        $category_In: [ID!], $id_In: [ID!], $orderBy: String) {
        programs(first: $first, after: $after, isDeleted: $isDeleted, search: $search,
          category_In: $category_In, id_In: $id_In, orderBy: $orderBy) { ${connectionOf(PROGRAM)} }
      }`,
      field: 'programs',
      filterNames: { q: 'search', category: 'category_In' },
      fixedFilter: { isDeleted: false },
    },
    one: { document: gql`query Program($id: ID!) { program(id: $id) { ${PROGRAM} } }`, field: 'program' },
  },
  programcategories: {
    list: {
      document: gql`query ProgramCategories($first: Int, $after: String) {
        programCategories(first: $first, after: $after) { ${connectionOf('id name')} }
      }`,
      field: 'programCategories',
    },
  },
};

export const programRestRoutes: RestRoutes = { programs: { path: 'program', update: 'PATCH' } };
