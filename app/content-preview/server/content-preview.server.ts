import { draftBody, previewQuery } from '@schemas/content/content-preview'
import { problem } from '~/core/problem'
import { notFoundPage as missing } from './not-found'
import { readJson } from '~/http/api.server'
import { requireContentStaff } from './content-staff.server'
import { previewView } from './preview-views.server'

/** `/content-preview?collection=…&id=…`: the saved document as its page shows it, for content staff. */
export async function loadContentPreview(request: Request) {
  const staff = await requireContentStaff(request)
  const query = previewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) throw missing()
  const view = await previewView(query.data.collection, query.data.id, staff)
  if (!view) throw missing()
  return { view, id: query.data.id }
}

/** The editor's unsaved form, rendered as its page would show it; nothing is stored or cached. */
export async function renderDraft(request: Request) {
  const staff = await requireContentStaff(request)
  const body = draftBody.safeParse(await readJson(request))
  if (!body.success) throw problem(400, 'Nothing to preview', 'Send the document as { collection, id, data }.')
  const view = await previewView(body.data.collection, body.data.id, staff, body.data.data)
  if (!view) throw missing()
  return { view }
}
