import { pino, type Level, type Logger } from 'pino'

/**
 * The server's own log lines, in the shape Payload's logger writes (pino's JSON: level, time, pid,
 * hostname, name, msg), so that one pipeline reads both. LOG_LEVEL applies, `silent` included.
 */
export function serverLogger(level: Level | 'silent'): Logger {
  return pino({ name: 'escale-server', level })
}
