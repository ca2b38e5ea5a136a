import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { requestContextOf } from '~/core/request-context.server'
import { getAssistantPage } from '~/assistant/index.server'
import { AssistantChat } from '~/assistant'
import assistantStyles from '~/styles/assistant.css?url'
import { AiSectionNav } from '~/ai'
import { holdsPromptLibrary } from '~/prompts/index.server'

export const meta: MetaFunction = () => [{ title: 'AI assistant' }]

/** /assistant?model=&prompt=&back=&chat=&lesson= (ai-contracts.md: the assistant URL). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(async () => {
    const [page, promptLibrary] = await Promise.all([
      getAssistantPage(student, new URL(request.url), requestContextOf(context), viewerFor(request, student)),
      holdsPromptLibrary(student, requestContextOf(context)),
    ])
    return { ...page, promptLibrary }
  })
}

export default function Assistant() {
  const { promptLibrary, ...page } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <AppShell title="AI assistant">
      <AiSectionNav promptLibrary={promptLibrary} />
      <link rel="stylesheet" href={assistantStyles} precedence="default" />
      {/* Each visit (another chat, "New chat", a link with ?prompt=) starts the conversation's state afresh. */}
      <AssistantChat key={location.key} {...page} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
