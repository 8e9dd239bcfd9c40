import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Who a mail went to or which token failed is not the log's business; what happened is.
    redact: { paths: ['to', 'email', '*.email', 'token', '*.token', 'password', '*.password'], censor: '[redacted]' },
  });
}
