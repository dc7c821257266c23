/**
 * Structured logs: one JSON object per line on stdout. Callers pass facts, never secrets:
 * no cookies, tokens, passwords, query strings or bodies.
 */
type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type LogFields = Record<string, string | number | boolean | null | undefined>;

export type Logger = {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
};

const ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: LogLevel | 'silent',
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (at: LogLevel, message: string, fields?: LogFields) => {
    if (ORDER[at] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, msg: message, ...fields }));
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

/**
 * What may be logged of an error: names, codes and where it was thrown — never its message. A
 * failed query's message holds the query's parameters (drizzle's DrizzleQueryError: emails,
 * phones, password hashes), and PostgreSQL's own messages can quote a value
 * («invalid input syntax for type integer: "…"»).
 */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: 'unknown' };
  const fields: LogFields = { error: error.name };
  const cause = error.cause;
  if (cause instanceof Error) fields.cause = cause.name;
  const code = sqlStateOrCode(cause) ?? sqlStateOrCode(error);
  if (code) fields.code = code;
  // The first frame of our own code: where to look, with no data in it.
  const frame = error.stack
    ?.split('\n')
    .find((line) => /^\s+at /.test(line) && !line.includes('node_modules'));
  if (frame) fields.at = frame.trim().replace(/^at /, '').slice(0, 200);
  return fields;
}

/** PostgreSQL's SQLSTATE («23505») or a system error code («ECONNREFUSED»). */
function sqlStateOrCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && /^[A-Z0-9_]{2,32}$/.test(code) ? code : undefined;
}
