import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { requestContextOf } from '~/core/request-context.server'
import { loadTipsPage } from '~/tips/index.server'
import { TipCards } from '~/tips'
import { AiSectionNav } from '~/ai'
import { holdsPromptLibrary } from '~/prompts/index.server'

export const meta: MetaFunction = () => [{ title: 'AI tips' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(async () => {
    const [page, promptLibrary] = await Promise.all([
      loadTipsPage(new URL(request.url).searchParams.get('category')),
      holdsPromptLibrary(student, requestContextOf(context)),
    ])
    return { ...page, promptLibrary }
  })
}

export default function AiTips() {
  const { categories, selected, featured, tips, promptLibrary } = useLoaderData<typeof loader>()
  return (
    <AppShell title="AI tips">
      <AiSectionNav promptLibrary={promptLibrary} />
      <nav className="tag-filter" aria-label="Tip categories">
        {categories.map((category) => (
          <Link
            key={String(category.id)}
            className="secondary"
            to={`/ai-tips?category=${category.id}`}
            aria-current={String(category.id) === String(selected.id) ? 'page' : undefined}
            preventScrollReset
          >
            {category.caption}
          </Link>
        ))}
      </nav>
      {featured.length > 0 ? (
        <section aria-labelledby="featured-tips">
          <h2 id="featured-tips">Featured</h2>
          <TipCards tips={featured.slice(0, 3)} />
        </section>
      ) : null}
      <section aria-labelledby="category-tips">
        <h2 id="category-tips">{selected.caption}</h2>
        <TipCards tips={tips} />
      </section>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
