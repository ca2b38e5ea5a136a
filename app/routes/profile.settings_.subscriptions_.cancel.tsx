import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react'
import { requireStudent } from '~/core/session.server'
import { parseOrProblem } from '~/core/problem'
import { formAction, formObject } from '~/http/form.server'
import { pageData } from '~/http/route.server'
import { AppErrorBoundary, AppShell } from '~/shell'
import { CancellationScreen, CancellationStep, type CancellationPage, funnelLinks } from '~/funnel'
import {
  cancellationFormSchema,
  cancellationQuerySchema,
  confirmCancellation,
  confirmFormSchema,
  loadCancellation,
  startCancellationFlow,
  startFormSchema,
  tapCancellation,
} from '~/funnel/index.server'
import { preloadRenderer } from '~/screens'

export const meta: MetaFunction = () => [{ title: 'Cancel subscription' }, { name: 'robots', content: 'noindex' }]
export const links: LinksFunction = funnelLinks

/**
 * The screen's renderer is loaded before the server renders it, so the page never suspends. An
 * answer (an offer taken, a cancellation confirmed) redirects to the page that shows its outcome.
 */
async function withRenderer(result: ({ page: CancellationPage } | { redirectTo: string }) & { setCookie?: string }) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (result.setCookie) headers.append('Set-Cookie', result.setCookie)
  if ('redirectTo' in result) return redirect(result.redirectTo, { status: 303, headers })
  if (result.page.view === 'screen') await preloadRenderer(result.page.frame.screen.type)
  return data(result.page, { headers })
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(async () => {
    const query = parseOrProblem(cancellationQuerySchema, Object.fromEntries(new URL(request.url).searchParams), 'Subscription')
    return withRenderer(await loadCancellation(request, student, query))
  })
}

// The page is the action's answer after a tap; reading the first screen again would only flash it.
// An answer redirects to another address (the outcome's), which is read.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formMethod === 'POST' && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate

/** Cancel subscription (the flow starts), a tap on the flow (its buttons name an engine event), or the confirm of Cancel anyway. */
export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => {
    const fields = await formObject(request)
    if (fields.intent === 'start') {
      const { subscription } = parseOrProblem(startFormSchema, fields, 'Subscription')
      return withRenderer(await startCancellationFlow(request, student, subscription))
    }
    if (fields.intent === 'cancel') {
      return withRenderer(await confirmCancellation(request, student, parseOrProblem(confirmFormSchema, fields, 'Cancellation')))
    }
    return withRenderer(await tapCancellation(request, student, parseOrProblem(cancellationFormSchema, fields, 'Cancellation')))
  })
}

export default function CancelSubscription() {
  const loaded = useLoaderData<typeof loader>() as CancellationPage
  const acted = useActionData<typeof action>() as CancellationPage | { problem: { message: string } } | undefined
  const problem = acted && 'problem' in acted ? acted.problem.message : undefined
  const page = acted && !('problem' in acted) ? acted : loaded
  if (page.view === 'screen') return <CancellationScreen page={page} problem={problem} />
  return (
    <AppShell>
      <CancellationStep page={page} problem={problem} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
