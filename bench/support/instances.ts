/**
 * Two instances of the bench build behind Debian's nginx running the shipped deploy/nginx/escale.conf,
 * for bench:proxy and bench:faults: instances on BENCH_PORT and the next port, the proxy on the one
 * after. They share Redis when it answers (cache expirations, rate limits), as a deployment of several
 * instances does, under a prefix of the run's own that is removed at the end.
 */
import { Redis } from 'ioredis'
import { type Nginx, nginxBinary, startNginx } from '../../tests/e2e/api/support/nginx'
import { type BenchServer, startBenchServer, wantsRebuild } from './server'

export const basePort = () => Number(process.env.BENCH_PORT || 3300)

export type Cluster = {
  instances: BenchServer[]
  ports: number[]
  proxy: Nginx
  /** Redis's address, or why the instances run without it. */
  redis: string
  /** Starts instance `index` again on its port (after a kill). */
  restart(index: number): Promise<void>
  stop(): Promise<void>
}

async function reachableRedis(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return true
  } catch {
    return false
  } finally {
    client.disconnect()
  }
}

async function deleteKeys(url: string, pattern: string) {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  try {
    const keys = await client.keys(pattern)
    if (keys.length) await client.del(...keys)
  } finally {
    client.disconnect()
  }
}

export async function startCluster(
  nginxOptions: { extraHttp?: string; accessLogFormat?: string } = {},
): Promise<Cluster> {
  const nginx = nginxBinary()
  if ('skip' in nginx) throw new Error(nginx.skip)
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  const withRedis = await reachableRedis(redisUrl)
  const prefix = `bench-proxy-${Date.now().toString(36)}`
  // The bench server passes its own environment on to `next start`: the instances trust the proxy's
  // X-Forwarded-For, and share Redis when there is one.
  process.env.TRUSTED_PROXIES = '1'
  if (withRedis)
    Object.assign(process.env, { REDIS_URL: redisUrl, CACHE_PREFIX: prefix, RATE_LIMIT_PREFIX: prefix })
  else delete process.env.REDIS_URL

  const ports = [basePort(), basePort() + 1]
  const instances: BenchServer[] = []
  const start = (port: number) => startBenchServer({ largeData: false, rebuild: false, port })
  let proxy: Nginx | undefined
  const stop = async () => {
    await proxy?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    if (withRedis) await deleteKeys(redisUrl, `${prefix}:*`)
  }
  try {
    // The first start builds when needed; the second reuses that build.
    instances.push(await startBenchServer({ largeData: false, rebuild: wantsRebuild(), port: ports[0] }))
    instances.push(await start(ports[1]))
    proxy = await startNginx(nginx.bin, { upstreams: ports, port: basePort() + 2, ...nginxOptions })
  } catch (error) {
    await stop()
    throw error
  }
  return {
    instances,
    ports,
    proxy,
    redis: withRedis ? redisUrl : `none (${redisUrl} unreachable)`,
    async restart(index) {
      await instances[index].stop()
      instances[index] = await start(ports[index])
    },
    stop,
  }
}
