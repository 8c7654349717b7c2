/**
 * The registry mirror these machines use lacks some platform-specific optional packages (Next's macOS and
 * Windows compilers, other platforms' resolver bindings). `npm install` then writes a lock file without
 * them, and `npm ci` refuses it as out of sync. This adds the missing entries back, as optional packages
 * limited to their platform, exactly as npm writes them with a full registry; npm ci skips them on Linux.
 * Run after any `npm install` that changes package-lock.json: `node scripts/lock-platforms.mjs`.
 */
import fs from 'node:fs'

const LOCK = 'package-lock.json'
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'))
const packages = lock.packages

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
]
const CPU = {
  x64: 'x64',
  arm64: 'arm64',
  ia32: 'ia32',
  arm: 'arm',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasm32: 'wasm32',
}

/** Platform fields read from a binding's name, e.g. @next/swc-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OS.includes(part))
  const cpu = parts.map((part) => CPU[part]).find(Boolean)
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : null
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`
    // npm resolves a dependency in the nearest node_modules going up; the hoisted location is the root.
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`]
    if (candidates.some((candidate) => packages[candidate])) continue
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue // only exact versions can be written back safely
    packages[`node_modules/${name}`] = {
      version: spec,
      dev: entry.dev || undefined,
      optional: true,
      ...platformOf(name),
    }
    added++
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
lock.packages = sorted
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`${LOCK}: ${added} platform-specific optional package(s) added back`)
