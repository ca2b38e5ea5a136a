import { z } from 'zod'
import { formObject } from '../../http/form.server'
import type { FunnelMode } from '../rules/types'

export type FunnelRequest = { funnelId: string; mode: FunnelMode; preview: boolean }

const funnelIdSchema = z.string().regex(/^[a-z0-9_]{1,64}$/)
const querySchema = z.object({ preview: z.enum(['1', 'true']).optional().catch(undefined) })

/**
 * The funnel a request asks for. An id that cannot be a funnel id is passed on as it is: the
 * lookup then answers the helpful 404 page, as for any unknown funnel.
 */
export function parseFunnelRequest(request: Request, params: { funnelId?: string }, mode: FunnelMode): FunnelRequest {
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const funnelId = funnelIdSchema.safeParse(params.funnelId)
  return { funnelId: funnelId.success ? funnelId.data : '', mode, preview: query.preview !== undefined }
}

const optionEvent = /^answer\.(select|toggle):[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** A tap on the player's form, posted by a browser without (or before) JavaScript. */
export const funnelFormSchema = z.object({
  screenId: z.string().min(1).max(64),
  event: z.union([z.enum(['nav.next', 'nav.back', 'paywall.checkout']), z.string().regex(optionEvent)]),
  planId: z.string().max(64).optional(),
  email: z.string().max(500).optional(),
  name: z.string().max(500).optional(),
})
export type FunnelForm = z.infer<typeof funnelFormSchema>

export async function parseFunnelForm(request: Request): Promise<FunnelForm> {
  const parsed = funnelFormSchema.safeParse(await formObject(request))
  if (!parsed.success) throw new Response('That answer could not be read. Please try again.', { status: 400 })
  return parsed.data
}
