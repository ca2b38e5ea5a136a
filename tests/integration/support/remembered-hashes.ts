/**
 * PBKDF2 keys remembered for the life of a test worker. A student's sign-up hashes the password with
 * a new salt (PBKDF2-SHA256, 600,000 iterations: about 0.18 s of CPU) and signs in at once, which
 * derives the very same key again; a refused sign-in of an unknown or locked account hashes the
 * attempt with the process's dummy salt (cms/auth/failed-login.ts), the same attempt over and over.
 * About half of the suite's ~400 derivations per run were repeats, ~35 s of CPU per stage.
 *
 * The product's cost is untouched: every new password, salt and cost is derived in full by Node, and
 * a remembered key is exactly the one Node derived for those inputs, so a wrong password still
 * fails and a stored hash is what production stores. Only the time of a repeat is gone, which no
 * integration test measures (the security suite, which times sign-ins, runs without this).
 */
import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

type Derive = typeof crypto.pbkdf2
type Done = (error: Error | null, key: Buffer) => void

const marker = Symbol.for('integration-tests.remembered-hashes')

export function rememberPasswordHashes(): void {
  const module = crypto as unknown as { pbkdf2: Derive; [marker]?: true }
  if (module[marker]) return
  module[marker] = true
  const derive = crypto.pbkdf2
  const known = new Map<string, Buffer>()
  module.pbkdf2 = ((...args: unknown[]) => {
    const [password, salt, iterations, keyLength, digest, done] = args
    // Only the form Payload and the app call; anything else goes straight to Node.
    if (typeof password !== 'string' || typeof salt !== 'string' || typeof digest !== 'string' || typeof done !== 'function')
      return (derive as (...all: unknown[]) => void)(...args)
    const key = JSON.stringify([password, salt, iterations, keyLength, digest])
    const remembered = known.get(key)
    if (remembered) return void process.nextTick(done as Done, null, Buffer.from(remembered))
    derive(password, salt, iterations as number, keyLength as number, digest, (error, derived) => {
      if (!error) known.set(key, Buffer.from(derived))
      ;(done as Done)(error, derived)
    })
  }) as Derive
  // `import { pbkdf2 } from 'node:crypto'` (cms/auth/failed-login.ts) sees the change too.
  syncBuiltinESMExports()
}
