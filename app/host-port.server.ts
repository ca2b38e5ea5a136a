/**
 * Everything the Node host (host/) runs of the product, exported by the Remix server build
 * (app/entry.server.tsx). The host loads that build and takes these from it instead of compiling
 * its own copies, so each module, and each value a module keeps (the event buses, the rate-limit
 * store, the metrics registry, the content cache's listeners), exists once per process
 * (docs/decisions/036-product-code-built-once.md). A host need is added here, never imported by host/.
 */
import { cmsHostPort } from '@cms/host-port'
import type { Payload } from 'payload'
import { createRequestContext } from '~/core/request-context.server'
import { bodyLimitFor, checkBodySize } from '~/http/body-limit'
import { checkOrigin } from '~/http/origin-policy'
import { isPersonalRequest, privateCacheControl } from '~/http/private-cache'
import {
  failureLimit,
  hitRateLimit,
  installRateLimitStore,
  rateLimitMessage,
  rateLimitRules,
  recipientLimitMessage,
} from '~/http/rate-limit'
import { hitRecipientLimit } from '~/http/rate-limit.server'
import { DatabaseRateLimitStore } from '~/http/rate-limit-database-store.server'
import { isPublicPath } from '~/core/route-access'
import { serviceWorkerScript } from '~/pwa/service-worker-script'
import { startBackgroundWork } from './background-work.server'
import { workBacklog } from './core/work/work-backlog.server'
import { simulatorPort } from './simulator-port.server'

export const hostPort = {
  ...cmsHostPort,
  startBackgroundWork,
  /** RATE_LIMIT_STORE=database: every process on the database counts into the same windows. */
  useDatabaseRateLimits: (payload: Payload) => installRateLimitStore(new DatabaseRateLimitStore(payload)),
  createRequestContext,
  /** The request guards' rules (host/request-guards.ts applies them to every request). */
  http: {
    bodyLimitFor,
    checkBodySize,
    checkOrigin,
    isPersonalRequest,
    privateCacheControl,
    failureLimit,
    hitRateLimit,
    hitRecipientLimit,
    rateLimitMessage,
    rateLimitRules,
    recipientLimitMessage,
  },
  serviceWorkerScript,
  isPublicPath,
  /** The durable work's waits and failures, for /metrics (host/metrics.ts). */
  workBacklog,
  /** What the development simulators run of the product (host/simulators.ts hands it over). */
  simulatorPort,
}

export type HostPort = typeof hostPort
export type HostHttp = HostPort['http']
