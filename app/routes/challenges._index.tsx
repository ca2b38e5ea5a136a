import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { CourseCards } from '~/learning/ui/course-cards'
import { AppErrorBoundary } from '~/learning/ui/app-error-boundary'
import type { ChallengesEmptyReason } from '~/learning/rules/challenge-list'
import { loadChallenges } from '~/learning/server/home.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'

export const meta: MetaFunction = () => [{ title: 'Challenges' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadChallenges(student, viewerFor(request, student), false))
}

export default function Challenges() {
  const { challenges, empty } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Challenges">
      <p>
        <Link to="/challenges/finished">Finished challenges</Link>
      </p>
      <CourseCards courses={challenges} empty={<NoOpenChallenges reason={empty} />} eagerCovers={2} />
    </AppShell>
  )
}

function NoOpenChallenges({ reason }: { reason: ChallengesEmptyReason | null }) {
  if (reason === 'hidden-in-trial')
    return (
      <div className="muted">
        <p>Challenges come with the full subscription, so they are hidden during your trial.</p>
        <p>
          Until then, keep learning with the courses in your trial: <Link to="/courses">browse courses</Link>.
        </p>
      </div>
    )
  if (reason === 'none-published') return <p className="muted">There are no challenges yet. New ones are on the way.</p>
  return <p className="muted">You have finished every challenge. Well done!</p>
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
