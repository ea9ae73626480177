/**
 * A reference field as the REST body wants it: the id of a chosen record (an object or a bare
 * id), null when cleared, undefined when the form did not touch it.
 */
export const refId = (value: unknown): number | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const id = typeof value === 'object' ? (value as { id?: unknown }).id : value;
  return id === undefined || id === null || id === '' ? null : Number(id);
};
