import { createHash, timingSafeEqual } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { Gauge } from 'prom-client'
import type { Metrics } from '@cms/metrics'
import type { WorkBacklog } from '../app/core/work/work-backlog.server'

export type MetricsAccess = { allow: string[]; token?: string }

/**
 * GET /metrics in Prometheus' text format, for the operator only: a client address within
 * METRICS_ALLOW (the address TRUST_PROXY trusts, so a stranger behind the proxy is a stranger), or
 * `Authorization: Bearer METRICS_TOKEN`. Anyone else gets the site's 404, as if nothing were there.
 */
export function metricsEndpoint(access: MetricsAccess, { registry }: Pick<Metrics, 'registry'>): RequestHandler {
  const allowed = allowList(access.allow)
  const token = access.token ? digest(access.token) : null
  return async (req, res, next) => {
    const bearer = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1]
    const byToken = token !== null && bearer !== undefined && timingSafeEqual(digest(bearer), token)
    if (!byToken && !isAllowed(allowed, req.ip)) return next()
    res
      .set('Content-Type', registry.contentType)
      .set('Cache-Control', 'no-store')
      .send(await registry.metrics())
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

function allowList(entries: string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address, bits] = entry.split('/') as [string, string | undefined]
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return list
}

function isAllowed(list: BlockList, ip: string | undefined): boolean {
  if (!ip) return false
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  if (v4) return list.check(v4, 'ipv4')
  const family = isIP(ip)
  return family > 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4')
}

/** The database adapter's operations, each timed into db_operation_duration_seconds. */
const timedOperations = [
  'find',
  'findOne',
  'findGlobal',
  'findVersions',
  'findGlobalVersions',
  'count',
  'create',
  'createGlobal',
  'updateOne',
  'updateMany',
  'updateGlobal',
  'deleteOne',
  'deleteMany',
  'queryDrafts',
  'upsert',
] as const

/** Times Payload's database work in this process: every Local API call passes through these adapter methods. */
export function timeDatabase(payload: Payload, { dbDuration }: Pick<Metrics, 'dbDuration'>): void {
  const db = payload.db as unknown as Record<string, unknown>
  for (const operation of timedOperations) {
    const original = db[operation]
    if (typeof original !== 'function') continue
    db[operation] = async function timed(this: unknown, ...args: unknown[]) {
      const end = dbDuration.startTimer({ operation })
      try {
        return await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args)
      } finally {
        end()
      }
    }
  }
}

/**
 * The background work's queue, read when Prometheus scrapes: mail waiting for delivery (the outbox's
 * queued rows) and the age of the oldest.
 */
export function queueGauges(
  payload: Payload,
  { registry }: Pick<Metrics, 'registry'>,
  workBacklog: (payload: Payload) => Promise<WorkBacklog>,
): void {
  const oldestQueued = perScrape(() =>
    payload.find({
      collection: 'email-outbox',
      where: { status: { equals: 'queued' } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
  )
  const depth = new Gauge({
    name: 'mail_queue_depth',
    help: 'Emails queued for delivery and not yet sent.',
    registers: [registry],
    async collect() {
      this.set((await oldestQueued()).totalDocs)
    },
  })
  const age = new Gauge({
    name: 'mail_queue_oldest_age_seconds',
    help: 'How long the oldest queued email has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      const oldest = (await oldestQueued()).docs[0]
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest.createdAt)) / 1000) : 0)
    },
  })
  void depth
  void age
  workGauges(() => workBacklog(payload), registry)
}

/**
 * One reading for the gauges of one scrape: prom-client collects a registry's metrics side by side,
 * so the first gauge to ask reads and the others take the same answer. (A gauge set from another's
 * collect is written out before that collect ends: it showed the scrape before.)
 */
function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | null = null
  return () => (reading ??= read().finally(() => setImmediate(() => (reading = null))))
}

/** The durable work's gauges (app/core/work/work-backlog.server.ts), from one reading a scrape. */
function workGauges(backlog: () => Promise<WorkBacklog>, registry: Metrics['registry']): void {
  const read = perScrape(backlog)
  const waiting = new Gauge({
    name: 'work_waiting_seconds',
    help: 'How long the longest-waiting due work item of each task has waited to be claimed (absent when none waits).',
    labelNames: ['task'],
    registers: [registry],
    async collect() {
      const { waitingSeconds } = await read()
      this.reset()
      for (const [task, seconds] of waitingSeconds) this.set({ task }, seconds)
    },
  })
  const failed = new Gauge({
    name: 'work_failed_items',
    help: 'One-off work items that used up their tries (status failed; lastError says why).',
    registers: [registry],
    async collect() {
      this.set((await read()).failed)
    },
  })
  void waiting
  void failed
}
