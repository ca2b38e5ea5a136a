import { data } from '@remix-run/node'
import { z } from 'zod'
import { parseFunnel } from '@schemas/funnel/parse'
import { getStaffUser } from '../../core/staff.server'
import { requestCurrency } from '../../http/request-country'
import { readPaywalls } from '../server/paywall.server'

/** Staff only: the preview shows drafts. Anyone else gets the site's plain 404. */
export async function requireStaffPreview(request: Request): Promise<void> {
  if (!(await getStaffUser(request))) throw data({ message: 'Not found' }, { status: 404 })
}

const previewBody = z.object({ definition: z.unknown() })

/** The paywalls of a draft (its plan sets priced in the staff member's currency); nothing is stored. */
export async function previewPaywalls(request: Request) {
  await requireStaffPreview(request)
  const body = previewBody.safeParse(await request.json().catch(() => undefined))
  if (!body.success) throw data({ message: 'Send the draft as { "definition": … }.' }, { status: 400 })
  const parsed = parseFunnel(body.data.definition)
  if (!parsed.success) throw data({ message: 'The draft has problems; fix them to preview it.' }, { status: 400 })
  return { paywalls: await readPaywalls(parsed.data, requestCurrency(request)) }
}
