import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { CourseCards } from '~/learning/ui/course-cards'
import { AppErrorBoundary } from '~/learning/ui/app-error-boundary'
import { loadChallenges } from '~/learning/server/home.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'

export const meta: MetaFunction = () => [{ title: 'Finished challenges' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadChallenges(student, viewerFor(request, student), true))
}

export default function FinishedChallenges() {
  const { challenges } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Finished challenges">
      <p>
        <Link to="/challenges">All challenges</Link>
      </p>
      <CourseCards courses={challenges} empty="No finished challenges yet." />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
