import type { Payload } from 'payload'
import type { DatabaseKind } from '../config/database-uri'

export type Health = { status: 200 | 503; body: { ok: boolean; db: DatabaseKind; error?: string; draining?: true } }

/** 200 when the database answers a query within the timeout, 503 otherwise. */
export async function checkHealth(payload: Payload, db: DatabaseKind, timeoutMs = 2000): Promise<Health> {
  try {
    await withTimeout(payload.count({ collection: 'users', overrideAccess: true }), timeoutMs)
    return { status: 200, body: { ok: true, db } }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { status: 503, body: { ok: false, db, error: `database did not answer: ${message}` } }
  }
}

/**
 * /readyz, for a load balancer: whether to send this process new requests. Like /healthz, and 503
 * from the moment a stop began (host/drain.ts), while /healthz still says the process is alive.
 */
export async function checkReadiness(payload: Payload, db: DatabaseKind, draining: () => boolean): Promise<Health> {
  if (draining()) return { status: 503, body: { ok: false, db, draining: true, error: 'stopping: finishing the requests in flight' } }
  return checkHealth(payload, db)
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
