import pg from 'pg'

/** How long a request may wait for one of the pool's PostgreSQL connections, queueing included. */
export const POOL_WAIT_MS = 30_000
export const CONNECT_TIMEOUT_MS = 5_000

/**
 * A database that cannot be reached fails a request within 5 s instead of holding it: a refused
 * connection fails at once anyway, an unreachable host would otherwise wait for TCP's own timeout.
 * node-postgres's pool gives its clients its own limit, which also counts the time spent queueing for a
 * free connection: in a burst (fifty contact messages at once on a busy machine) that wait may be longer,
 * and a late answer is better than a lost message. So the pool waits POOL_WAIT_MS and its clients
 * connect within CONNECT_TIMEOUT_MS.
 */
export class PromptlyConnectingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  }
}
