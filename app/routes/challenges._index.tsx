import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Trophy } from 'lucide-react'
import { ButtonLink, EmptyState } from '~/ui'
import { CourseCards, type ChallengesEmptyReason } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { loadChallenges } from '~/learning/index.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { requestContextOf } from '~/core/request-context.server'

export const meta: MetaFunction = () => [{ title: 'Challenges' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadChallenges(student, viewerFor(request, student), false, requestContextOf(context)))
}

export default function Challenges() {
  const { challenges, empty } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Challenges">
      <p className="challenges-switch">
        <ButtonLink to="/challenges/finished" variant="secondary" size="small" prefetch="intent">
          Finished challenges
        </ButtonLink>
      </p>
      <CourseCards courses={challenges} empty={<NoOpenChallenges reason={empty} />} eagerCovers={2} />
    </AppShell>
  )
}

function NoOpenChallenges({ reason }: { reason: ChallengesEmptyReason | null }) {
  const icon = <Trophy size={26} aria-hidden="true" />
  if (reason === 'hidden-in-trial')
    return (
      <EmptyState
        icon={icon}
        title="Challenges come with the full subscription"
        action={
          <ButtonLink to="/courses" variant="secondary">
            Browse courses
          </ButtonLink>
        }
      >
        Challenges come with the full subscription, so they are hidden during your trial. Until then, keep learning with the courses in your
        trial.
      </EmptyState>
    )
  if (reason === 'none-published')
    return (
      <EmptyState icon={icon} title="No challenges yet">
        There are no challenges yet. New ones are on the way.
      </EmptyState>
    )
  return (
    <EmptyState icon={icon} title="All done">
      You have finished every challenge. Well done!
    </EmptyState>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
