import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { aiToolsPage } from '~/ai-tools/index.server'
import { AiToolsPaywall, ImageEditor, VideoGenerator } from '~/ai-tools'
import { requireStudent } from '~/core/session.server'
import { pageData } from '~/http/route.server'
import { AppShell, AppErrorBoundary } from '~/learning'
import { AiSectionNav } from '~/ai'

export const meta: MetaFunction = () => [{ title: 'AI tools' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => aiToolsPage(student))
}

export default function AiTools() {
  const page = useLoaderData<typeof loader>()
  return (
    <AppShell title="AI tools">
      <AiSectionNav />
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
