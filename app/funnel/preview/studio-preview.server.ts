import { data } from '@remix-run/node'
import { z } from 'zod'
import { parseFunnel } from '@schemas/funnel/parse'
import { problem } from '../../core/problem'
import { getStaffUser } from '../../core/staff.server'
import { requestCurrency } from '../../http/request-country'
import { readPaywalls } from '../server/paywall.server'

/** Staff only: the preview shows drafts. Anyone else gets the site's plain 404. */
export async function requireStaffPreview(request: Request): Promise<void> {
  if (!(await getStaffUser(request))) throw data({ message: 'Not found' }, { status: 404 })
}

const previewBody = z.object({ definition: z.unknown() })

/** The paywalls of a draft (its plan sets priced in the staff member's currency); nothing is stored. Refusals are problems (JSON). */
export async function previewPaywalls(request: Request) {
  if (!(await getStaffUser(request))) throw problem(404, 'Not found', 'There is no such page.')
  const body = previewBody.safeParse(await request.json().catch(() => undefined))
  if (!body.success) throw problem(400, 'Invalid request', 'Send the draft as { "definition": … }.')
  const parsed = parseFunnel(body.data.definition)
  if (!parsed.success) throw problem(400, 'Draft has problems', 'The draft has problems; fix them to preview it.')
  return { paywalls: await readPaywalls(parsed.data, requestCurrency(request)) }
}
