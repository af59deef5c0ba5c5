/**
 * Whether an error says the database could not be reached or went away mid-statement, rather
 * than that a statement was wrong: the request then failed for an outage (503, try again), not
 * for a bug (500). Checked on the error itself, because the database probe remembers "up" for a
 * second and a statement can fail inside that second.
 */
export function looksLikeDatabaseOutage(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && OUTAGE_CODES.test(code)) return true;
    if (typeof message === 'string' && OUTAGE_MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Postgres SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shutting down,
 * crashed, or not yet accepting connections); Node's socket errors.
 */
const OUTAGE_CODES = /^(08\w{3}|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH)$/;
/** What node-postgres says when a connection ends or cannot be had in time. */
const OUTAGE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
