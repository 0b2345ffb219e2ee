const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a URL or a body can be a row id at all. Checked before any query: PostgreSQL refuses a
 * uuid column compared with anything else ("invalid input syntax for type uuid"), and that was a 500.
 */
export function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}
