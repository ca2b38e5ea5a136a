import { modelInfos, modelTitle } from '~/assistant'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { PageHeader } from '~/ui'
import { pageData, parseId } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { getTip } from '~/tips/index.server'
import { TipArticle, defaultTipModel } from '~/tips'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.content.title ?? 'AI tip' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStudent(request, context)
  const tipId = parseId(params.tipId)
  return pageData(() => getTip(tipId))
}

export default function AiTip() {
  const { content: tip, html } = useLoaderData<typeof loader>()
  const model = tip.model ?? defaultTipModel
  return (
    <AppShell>
      <PageHeader title={tip.title} back={{ to: `/ai-tips?category=${tip.category.id}`, label: tip.category.caption }} />
      <TipArticle tip={tip} html={html} worksWith={modelInfos.some((info) => info.model === model) ? modelTitle(model) : null} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
