import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { requestContextOf } from '~/core/request-context.server'
import { loadPromptLibrary } from '~/prompts/index.server'
import { NoPromptPack, PromptLibrary } from '~/prompts'
import { AiSectionNav } from '~/ai'
import promptStyles from '~/styles/prompts.css?url'

export const meta: MetaFunction = () => [{ title: 'Prompt library' }]

/** /prompts?pack=&job=&q=&template= and a template's choices by placeholder name (issue #46). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadPromptLibrary(student, request, requestContextOf(context)))
}

export default function Prompts() {
  const page = useLoaderData<typeof loader>()
  const template = page.kind === 'library' ? page.template : null
  return (
    <AppShell title={template ? template.title : 'Prompt library'} back={template?.back}>
      <link rel="stylesheet" href={promptStyles} precedence="default" />
      {template ? null : <AiSectionNav promptLibrary={page.kind === 'library'} />}
      {page.kind === 'library' ? <PromptLibrary page={page} /> : <NoPromptPack {...page} />}
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
