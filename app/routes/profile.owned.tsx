import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { loadWhatYouOwn } from '~/account/index.server'
import { WhatYouOwnList } from '~/account'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { PageHeader } from '~/ui'

export const meta: MetaFunction = () => [{ title: 'What you own' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadWhatYouOwn(student))
}

export default function WhatYouOwnPage() {
  const own = useLoaderData<typeof loader>()
  return (
    <AppShell>
      <PageHeader title="What you own" back={{ to: '/profile', label: 'Profile' }}>
        Your plan and packs, what each gives you and where to use it.
      </PageHeader>
      <div className="page-stack">
        <WhatYouOwnList own={own} />
      </div>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
