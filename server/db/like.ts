/**
 * A LIKE / ILIKE pattern matching `text` anywhere in a value, the user's own `\`, `%` and `_`
 * taken literally (PostgreSQL's default escape character is the backslash).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
