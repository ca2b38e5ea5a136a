import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { AccountStep, EmailForm, formProblem } from '~/auth'
import { confirmPurchaseEmail, loadPurchase } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { pageData } from '~/http/route.server'

export const meta: MetaFunction = () => [{ title: 'Confirm your email' }]

const orderParam = (request: Request) => new URL(request.url).searchParams.get('order')

export async function loader({ request }: LoaderFunctionArgs) {
  return pageData(async () => ({ email: (await loadPurchase(request, orderParam(request))).email ?? '' }))
}

export async function action({ request }: ActionFunctionArgs) {
  return formAction(async () => {
    const order = orderParam(request)
    const result = await confirmPurchaseEmail(request, order, await formObject(request))
    // Spec §8: an email that already has an account (user_exists) goes to sign-in, prefilled.
    // The order joins the account they sign in to from this browser (app/auth/server/held-purchases.server.ts).
    if (result.next === 'signin') return redirect(`/auth/signin?${new URLSearchParams({ email: result.email, order: order ?? '' })}`)
    return redirect(`/onboarding/create-password?order=${encodeURIComponent(order ?? '')}`)
  })
}

export default function SetEmail() {
  const { email } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const problem = result && 'problem' in result ? result.problem : undefined
  return (
    <AccountStep
      step="Step 1 of 2 · Your account"
      title="Confirm your email"
      intro="Your payment went through. This email is how you sign in, and where your receipts go."
      problem={formProblem(problem)}
    >
      <EmailForm email={email} problem={problem} submitLabel="Continue" frameShowsProblem />
    </AccountStep>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
