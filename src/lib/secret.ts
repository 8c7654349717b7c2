import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Where a generated secret lives: under data/, which git ignores. */
export const SECRET_FILE = path.resolve(process.cwd(), 'data', '.payload-secret')

/**
 * Returns the secret kept under data/, creating it on first use. Creation uses the exclusive flag so that
 * parallel build workers starting at once agree on one secret instead of overwriting each other.
 */
export function loadOrCreateSecret(file = SECRET_FILE): string {
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return fs.readFileSync(file, 'utf8').trim()
}
