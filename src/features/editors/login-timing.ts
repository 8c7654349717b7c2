import { pbkdf2, randomBytes } from 'node:crypto'

/*
 * Payload answers a login for an unknown e-mail before hashing anything, and one for a known e-mail only
 * after hashing the password (about half a second): the delay told which e-mails have an account. A
 * refused login for an unknown account now spends the same hash. The parameters are Payload 3.90's for
 * current password hashes (`pbkdf2-sha256-v1:`: 600,000 iterations of SHA-256, 32-byte key); its older
 * hashes (25,000 iterations, 512 bytes) cost about as much and are upgraded at the next login.
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

/** Hashes the password as Payload would for a stored account, and throws the result away. */
export function spendPasswordHash(password: string): Promise<void> {
  const salt = randomBytes(32).toString('hex')
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, ITERATIONS, KEY_LENGTH, 'sha256', (error) => (error ? reject(error) : resolve())),
  )
}
