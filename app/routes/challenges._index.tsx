import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { CourseCards } from '~/learning/ui/course-cards'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { loadChallenges } from '~/learning/server/home.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'

export const meta: MetaFunction = () => [{ title: 'Challenges' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request)
  return pageData(() => loadChallenges(student, viewerFor(request, student), false))
}

export default function Challenges() {
  const { challenges } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Challenges">
      <p>
        <Link to="/challenges/finished">Finished challenges</Link>
      </p>
      <CourseCards courses={challenges} empty="You have finished every challenge. Well done!" />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
