/**
 * PBKDF2 keys remembered for the life of a process under test. A student's sign-up hashes the
 * password with a new salt (PBKDF2-SHA256, 600,000 iterations: 0.18–0.23 s of CPU on this machine
 * kind) and signs in at once, which derives the very same key again; a refused sign-in of an unknown
 * or locked account hashes the attempt with the process's dummy salt (cms/auth/failed-login.ts), the
 * same attempt over and over; each e2e worker's admin signs in with the same password and salt.
 * About half of the integration suite's ~400 derivations per run were repeats, and 171 of the
 * security suite's 292 (its host and the admin's Next.js process).
 *
 * The product's cost is untouched: every new password, salt and cost is derived in full by Node, and
 * a remembered key is exactly the one Node derived for those inputs, so a wrong password still
 * fails and a stored hash is what production stores. Only the time of a repeat is gone, which is
 * why the suites that time sign-ins (the security suite's timed project) run without it.
 *
 * Plain JavaScript: the hosts under test are plain Node processes, which load it with
 * `--import` (rememberedHashesNodeOptions below).
 */
import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'
import { fileURLToPath } from 'node:url'

const marker = Symbol.for('tests.remembered-hashes')

export function rememberPasswordHashes() {
  const module = /** @type {typeof crypto & { [marker]?: true }} */ (crypto)
  if (module[marker]) return
  module[marker] = true
  const derive = crypto.pbkdf2
  /**
   * Each derivation asked for, finished or not: a repeat asked for before the first has finished
   * (three e2e workers signing the admin in at once) waits for the same one. A failed one is forgotten.
   * @type {Map<string, Promise<Buffer>>}
   */
  const keys = new Map()
  module.pbkdf2 = /** @type {typeof crypto.pbkdf2} */ (
    (/** @type {unknown[]} */ ...args) => {
      const [password, salt, iterations, keyLength, digest, done] = args
      // Only the form Payload and the app call; anything else goes straight to Node.
      if (typeof password !== 'string' || typeof salt !== 'string' || typeof digest !== 'string' || typeof done !== 'function')
        return /** @type {(...all: unknown[]) => void} */ (derive)(...args)
      const key = JSON.stringify([password, salt, iterations, keyLength, digest])
      let derived = keys.get(key)
      if (!derived) {
        derived = new Promise((resolve, reject) =>
          derive(password, salt, /** @type {number} */ (iterations), /** @type {number} */ (keyLength), digest, (error, bytes) =>
            error ? reject(error) : resolve(bytes),
          ),
        )
        keys.set(key, derived)
        derived.catch(() => keys.delete(key))
      }
      derived.then(
        (bytes) => done(null, Buffer.from(bytes)),
        (error) => done(error),
      )
    }
  )
  // `import { pbkdf2 } from 'node:crypto'` (cms/auth/failed-login.ts) sees the change too.
  syncBuiltinESMExports()
}

/**
 * NODE_OPTIONS for a host under test (and the admin's Next.js process it starts, which inherits its
 * environment) that remembers keys from its first line: `existing` plus an `--import` of
 * remember-password-hashes.mjs.
 */
export function rememberedHashesNodeOptions(existing = process.env.NODE_OPTIONS ?? '') {
  const preload = fileURLToPath(new URL('./remember-password-hashes.mjs', import.meta.url))
  return `${existing} --import=${JSON.stringify(preload)}`.trim()
}
