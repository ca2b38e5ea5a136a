import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BoughtChallengeCard } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { Card, Facts, ProgressBar } from '~/ui'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { loadLearningPlanPage, learningPlanAction } from '~/learning-plan/index.server'
import { LearningPlanEditForm, LearningPlanSteps } from '~/learning-plan'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Your AI learning plan' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadLearningPlanPage(student))
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => learningPlanAction(student, await formObject(request)))
}

export default function LearningPlanPage() {
  const { title, profile, steps, progress, mode, canGenerate, generationError, challenge } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const failure = result && 'problem' in result ? result.problem : null
  return (
    <AppShell title={title}>
      <div className="page-stack">
        {generationError ? (
          <p role="alert" className="form-error">
            We could not make your plan: {generationError}
          </p>
        ) : null}
        {challenge ? <BoughtChallengeCard challenge={challenge} /> : null}
        <Card aria-labelledby="plan-progress">
          <h2 id="plan-progress">Plan progress</h2>
          <p className="big-number" data-testid="plan-progress">
            {progress}%
          </p>
          <ProgressBar value={progress / 100} label="Plan progress" />
          {profile ? (
            <Facts
              label="What your plan is built on"
              items={[
                { term: 'Goal', value: profile.goal.value },
                { term: 'AI level', value: profile.ai_proficiency.description },
                { term: 'Time per day', value: `${profile.time_per_day.minutes} minutes` },
              ]}
            />
          ) : null}
        </Card>
        <LearningPlanSteps steps={steps} />
        <LearningPlanEditForm
          mode={mode}
          canGenerate={canGenerate}
          failure={failure}
          saved={result && 'saved' in result ? result.saved : null}
        />
      </div>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
