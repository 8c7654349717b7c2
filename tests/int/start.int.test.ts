import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_EDITOR } from '@/features/seed/demo-editor'

/*
 * The first half of `npm start` on a fresh clone (scripts/start.ts): scripts/prepare-db.ts migrates an
 * empty database, writes the demo content and hands the demo login to start.ts through --login-file, and
 * with --invalidate-build removes a build made from another database. The second half (next build, next
 * start) is what every e2e run does.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-start-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function prepareDb(args: string[]) {
  return spawnSync('npx', ['tsx', 'scripts/prepare-db.ts', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      NEXT_DIST_DIR: path.join(dir, 'build'),
      PAYLOAD_SECRET: 'start-test-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
    },
  })
}

describe('npm start on a fresh database (scripts/prepare-db.ts)', () => {
  it('seeds, writes the demo login to the login file and invalidates a stale build', () => {
    const buildId = path.join(dir, 'build', 'BUILD_ID')
    fs.mkdirSync(path.dirname(buildId), { recursive: true })
    fs.writeFileSync(buildId, 'from-another-database')
    const loginFile = path.join(dir, 'login.json')

    const first = prepareDb(['--invalidate-build', '--login-file', loginFile])
    expect(first.status, first.stderr).toBe(0)
    expect(JSON.parse(fs.readFileSync(loginFile, 'utf8'))).toEqual(DEMO_EDITOR)
    // The login goes to the file only: start.ts prints it once, in its banner.
    expect(first.stdout).not.toContain(DEMO_EDITOR.password)
    expect(fs.existsSync(buildId)).toBe(false)
  })

  it('keeps the build on a second start (nothing seeded) and still hands over the login', () => {
    const buildId = path.join(dir, 'build', 'BUILD_ID')
    fs.writeFileSync(buildId, 'current')
    const loginFile = path.join(dir, 'login-again.json')
    const again = prepareDb(['--invalidate-build', '--login-file', loginFile])
    expect(again.status, again.stderr).toBe(0)
    expect(fs.readFileSync(buildId, 'utf8')).toBe('current')
    expect(JSON.parse(fs.readFileSync(loginFile, 'utf8'))).toEqual(DEMO_EDITOR)
  })

  it('refuses --login-file without a path', () => {
    const refused = prepareDb(['--no-seed', '--login-file'])
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toContain('--login-file demande un chemin de fichier.')
  })
})
