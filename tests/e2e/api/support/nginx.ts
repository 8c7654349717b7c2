import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Debian's nginx started with the shipped deploy/nginx/escale.conf, for the multi-instance suite and the
 * proxy benchmarks: the file as shipped, with only what a deployment changes put in by the caller (the
 * instances' addresses, the port, the cache folder), under a prefix of its own (never the system service).
 */
export const SHIPPED_CONFIG = path.resolve(import.meta.dirname, '../../../../deploy/nginx/escale.conf')

export type Nginx = {
  url: string
  prefix: string
  stop: () => Promise<void>
  errors: () => string
  /** The access log's lines so far (empty unless `accessLogFormat` was given). */
  accessLog: () => string[]
}

/** The nginx binary, or why there is none. */
export function nginxBinary(): { bin: string } | { skip: string } {
  for (const bin of [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx'].filter(Boolean) as string[]) {
    if (spawnSync(bin, ['-v']).status === 0) return { bin }
  }
  return { skip: 'nginx introuvable (apt-get install nginx)' }
}

/** Replaces one part of the shipped file, failing loudly when the file no longer has it. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/escale.conf: ${pattern} not found`)
  return text.replace(pattern, replacement)
}

/** The shipped server block pointed at these instances, listening on `port`, caching under `cacheDir`. */
export function renderShippedConfig(ports: number[], port: number, cacheDir: string): string {
  let text = fs.readFileSync(SHIPPED_CONFIG, 'utf8')
  const servers = ports.map((each) => `    server 127.0.0.1:${each} max_fails=1 fail_timeout=5s;`).join('\n')
  text = replaceOnce(text, /( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`)
  text = replaceOnce(text, /listen 80;/, `listen 127.0.0.1:${port};`)
  return replaceOnce(text, /\/var\/cache\/nginx\/escale/, cacheDir)
}

type Options = {
  /** The app instances' ports. */
  upstreams: number[]
  port: number
  /** Extra `http` block lines, e.g. a static server for the benchmark's baseline. */
  extraHttp?: string
  /** An access log in this `log_format`, off unless asked (it costs time in benchmarks). */
  accessLogFormat?: string
}

/** Starts nginx in the foreground of a child process and resolves once it accepts connections. */
export async function startNginx(bin: string, options: Options): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-nginx-'))
  const temp = (name: string) => path.join(prefix, name)
  for (const name of ['cache', 'client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(temp(name))
  // Workers run as nobody when nginx starts as root: they must write the cache and temporary folders.
  fs.chmodSync(prefix, 0o755)
  for (const name of ['cache', 'client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.chmodSync(temp(name), 0o777)
  fs.writeFileSync(temp('escale.conf'), renderShippedConfig(options.upstreams, options.port, temp('cache')))
  const main = `
daemon off;
worker_processes auto;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ${options.accessLogFormat ? `log_format escale_run '${options.accessLogFormat}';` : ''}
  access_log ${options.accessLogFormat ? `${temp('access.log')} escale_run` : 'off'};
  client_body_temp_path ${temp('client')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  keepalive_requests 100000;
  include ${temp('escale.conf')};
  ${options.extraHttp ?? ''}
}
`
  fs.writeFileSync(temp('nginx.conf'), main)
  const child: ChildProcess = spawn(bin, ['-p', prefix, '-c', temp('nginx.conf')], { stdio: 'ignore' })
  const read = (name: string) => (fs.existsSync(temp(name)) ? fs.readFileSync(temp(name), 'utf8') : '')
  const errors = () => read('error.log')
  const accessLog = () => read('access.log').split('\n').filter(Boolean)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGQUIT')
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
    }).finally(() => fs.rmSync(prefix, { recursive: true, force: true }))
  const url = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errors()}`)
    try {
      await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) })
      return { url, prefix, stop, errors, accessLog }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await stop()
  throw new Error(`nginx did not answer on ${url}:\n${errors()}`)
}
