import { getPayload, type Payload } from 'payload'
import config from './payload.config'

/**
 * The Payload Local API for this process. Payload caches the instance globally, so the start-up
 * script and the Remix server build share one connection even though each imports the config.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
