import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { aiToolsPage } from '~/ai-tools/index.server'
import { AiToolsPaywall, ImageEditor, VideoGenerator } from '~/ai-tools'
import { requireStudent } from '~/core/session.server'
import { requestContextOf } from '~/core/request-context.server'
import { pageData } from '~/http/route.server'
import { AppShell, AppErrorBoundary } from '~/shell'
import { AiSectionNav } from '~/ai'
import { holdsPromptLibrary } from '~/prompts/index.server'

export const meta: MetaFunction = () => [{ title: 'AI tools' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(async () => {
    const [page, promptLibrary] = await Promise.all([aiToolsPage(student), holdsPromptLibrary(student, requestContextOf(context))])
    return { ...page, promptLibrary }
  })
}

export default function AiTools() {
  const page = useLoaderData<typeof loader>()
  return (
    <AppShell title="AI tools">
      <AiSectionNav promptLibrary={page.promptLibrary} />
      {page.hasPack ? (
        <>
          <VideoGenerator pollIntervalMs={page.pollIntervalMs} mode={page.videoMode} owner={page.owner} />
          <ImageEditor mode={page.imageMode} />
        </>
      ) : (
        <AiToolsPaywall prompts={page.prompts} offer={page.offer} />
      )}
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
