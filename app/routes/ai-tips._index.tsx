import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/learning'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { loadTipsPage } from '~/tips/index.server'
import { TipCards } from '~/tips'
import { AiSectionNav } from '~/ai'

export const meta: MetaFunction = () => [{ title: 'AI tips' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStudent(request, context)
  return pageData(() => loadTipsPage(new URL(request.url).searchParams.get('category')))
}

export default function AiTips() {
  const { categories, selected, featured, tips } = useLoaderData<typeof loader>()
  return (
    <AppShell title="AI tips">
      <AiSectionNav />
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
