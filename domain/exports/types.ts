import type { CsvDates } from '../csv';

/**
 * A list's CSV export, run by the server over the list's own GraphQL field (so the file holds
 * exactly the rows the list holds: the same filters, sort and role scope), page by page.
 * `document` declares `$first: Int, $after: String` and the list's filter variables.
 */
export interface ListExport<N = any> {
  /** The react-admin resource whose list this is (its list variables are sent as they are). */
  resource: string;
  /** The file's default name, without '.csv'. */
  fileName: string;
  field: string;
  document: string;
  header: readonly string[];
  /** The CSV rows of one node (usually one). */
  rows: (node: N, dates: CsvDates) => unknown[][];
}

export const defineExport = <N>(definition: ListExport<N>): ListExport<N> => definition;

/** The node selection of a relay connection query (the next page follows the page's end cursor). */
export const pageOf = (fields: string) => `edges { node { ${fields} } } pageInfo { hasNextPage endCursor }`;
