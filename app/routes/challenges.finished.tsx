import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Trophy } from 'lucide-react'
import { EmptyState } from '~/ui'
import { CourseCards } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { loadChallenges } from '~/learning/index.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { requestContextOf } from '~/core/request-context.server'

export const meta: MetaFunction = () => [{ title: 'Finished challenges' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadChallenges(student, viewerFor(request, student), true, requestContextOf(context)))
}

export default function FinishedChallenges() {
  const { challenges } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Finished challenges" back={{ to: '/challenges', label: 'Challenges' }}>
      <CourseCards
        courses={challenges}
        empty={
          <EmptyState icon={<Trophy size={26} aria-hidden="true" />} title="No finished challenges yet">
            The challenges you finish will be listed here.
          </EmptyState>
        }
      />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
