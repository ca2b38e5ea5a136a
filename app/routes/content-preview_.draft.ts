import type { ActionFunctionArgs } from '@remix-run/node'
import { renderDraft } from '~/content-preview/index.server'
import { apiHandler, methodNotAllowed } from '~/http/api.server'

// The editor's unsaved form, rendered for the content preview page (app/content-preview/ui/use-live-draft.ts).

export const loader = () => apiHandler(methodNotAllowed)

export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(() => renderDraft(request))
}
