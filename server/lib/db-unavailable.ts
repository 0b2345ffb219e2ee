// Errors that mean "the database cannot be reached right now", not "this request is wrong": the client gets
// 503 with Retry-After, and the pool reconnects on the next query by itself.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE class 08 (connection exception) and 57P01–57P03 (server shutting down or starting).
const SQLSTATE = /^(08\d{3}|57P0[123])$/;
const MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error; walk the causes.
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
