import { modelInfos, modelTitle } from '~/assistant'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/learning'
import { ButtonLink, Card, PageHeader } from '~/ui'
import { pageData, parseId } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { getTip } from '~/tips/index.server'
import { defaultTipModel } from '~/tips'

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
      <div className="page-stack">
        <Card as="article" className="tip-body" dangerouslySetInnerHTML={{ __html: html }} />
        {tip.promptToTry ? (
          <Card aria-labelledby="prompt-to-try">
            <h2 id="prompt-to-try">Prompt to try</h2>
            <pre className="prompt-to-try">{tip.promptToTry}</pre>
            {modelInfos.some((info) => info.model === model) ? <p className="muted">Works well with {modelTitle(model)}</p> : null}
          </Card>
        ) : null}
        <ButtonLink to={tip.tryItHref} block>
          Try it in the assistant
        </ButtonLink>
      </div>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
