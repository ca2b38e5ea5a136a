import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { FailureToast } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { Badge, Button, Card, EmptyState, useHydrated } from '~/ui'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { dailyTaskPageAction, loadDailyTaskPage } from '~/daily-task/index.server'
import { PromptForm, AiModeNote, ResponseHistory, ValidationChecklist, DailyTaskComplete, DailyTaskIntro } from '~/daily-task'
import { requestContextOf } from '~/core/request-context.server'
import dailyTaskStyles from '~/styles/daily-task.css?url'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Daily task' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadDailyTaskPage(student, requestContextOf(context)))
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => dailyTaskPageAction(student, viewerFor(request, student), await formObject(request)))
}

export default function DailyTask() {
  const view = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const problem = result && 'problem' in result ? result.problem : undefined
  const justCompleted = Boolean(result && 'completed' in result && result.completed)
  const [closedResult, setClosedResult] = useState<unknown>(null)
  const navigation = useNavigation()
  const hydrated = useHydrated()
  // A refused call shows the server's message in a toast (spec §8); a prompt the rules refuse stays on its field.
  const refused = problem && !problem.fieldErrors?.prompt ? result : undefined
  const { task } = view
  return (
    <AppShell title="Daily task">
      <link rel="stylesheet" href={dailyTaskStyles} precedence="default" />
      <FailureToast fetcher={{ state: navigation.state, data: refused }} />
      <AiModeNote mode={view.mode} />
      <div className="page-stack">
        <DailyTaskIntro show={view.showIntro} />
        {task ? (
          <>
            <Card aria-labelledby="daily-task-title">
              <p className="course-kind">Today · {view.dayLabel}</p>
              <h2 id="daily-task-title">{task.title}</h2>
              <p>{task.instructions}</p>
              {view.completed ? <Badge tone="success">Done for today</Badge> : null}
            </Card>
            <ValidationChecklist criteria={task.criteria} validation={view.validation} />
            <ResponseHistory history={view.history} />
          </>
        ) : (
          <EmptyState title="No task today">There is no daily task today. Come back tomorrow.</EmptyState>
        )}
        {/* Without JavaScript there is no toast: the page the form answered says it. */}
        {refused && !hydrated ? (
          <p role="alert" className="form-error">
            {problem?.message}
          </p>
        ) : null}
        <PromptForm key={view.history.at(-1)?.timestamp ?? 'empty'} taskId={task?.id ?? null} errors={problem?.fieldErrors?.prompt} />
        {task && (view.history.length > 0 || view.validation) ? (
          <Form method="post" className="daily-try-again">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="task_id" value={task.id} />
            <Button type="submit" variant="secondary">
              Try again
            </Button>
          </Form>
        ) : null}
      </div>
      <DailyTaskComplete show={justCompleted && closedResult !== result} onClose={() => setClosedResult(result)} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
