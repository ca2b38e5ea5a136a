import { modelInfos, modelTitle } from '~/assistant/rules/model-info'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageData, parseId } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'
import { getTip } from '~/tips/server/tips.server'
import { defaultTipModel } from '~/tips/rules/tip-order'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.content.title ?? 'AI tip' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStudent(request)
  const tipId = parseId(params.tipId)
  return pageData(() => getTip(tipId))
}

export default function AiTip() {
  const { content: tip, html } = useLoaderData<typeof loader>()
  return (
    <AppShell title={tip.title}>
      <p>
        <Link to={`/ai-tips?category=${tip.category.id}`}>← {tip.category.caption}</Link>
      </p>
      <article className="card" dangerouslySetInnerHTML={{ __html: html }} />
      {tip.promptToTry ? (
        <section className="card" aria-labelledby="prompt-to-try">
          <h2 id="prompt-to-try">Prompt to try</h2>
          <pre className="prompt-to-try">{tip.promptToTry}</pre>
          {modelInfos.some((info) => info.model === (tip.model ?? defaultTipModel)) ? (
            <p className="muted">Works well with {modelTitle(tip.model ?? defaultTipModel)}</p>
          ) : null}
        </section>
      ) : null}
      <Link className="primary" to={tip.tryItHref}>
        Try it
      </Link>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
