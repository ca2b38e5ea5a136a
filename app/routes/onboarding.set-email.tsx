import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FieldErrors } from '~/ui/field-errors'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { confirmPurchaseEmail, loadPurchase } from '~/auth/server/post-purchase.server'
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
    // The order goes along, so it joins the account once they have signed in.
    if (result.next === 'signin') return redirect(`/auth/signin?${new URLSearchParams({ email: result.email, order: order ?? '' })}`)
    return redirect(`/onboarding/create-password?order=${encodeURIComponent(order ?? '')}`)
  })
}

export default function SetEmail() {
  const { email } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const problem = result && 'problem' in result ? result.problem : undefined
  return (
    <main className="auth-page">
      <h1>Confirm your email</h1>
      <p>Your payment went through. This email will be your sign-in.</p>
      <Form method="post" className="auth-form">
        {problem && !problem.fieldErrors ? (
          <p role="alert" className="form-error">
            {problem.message || 'Unexpected error'}
          </p>
        ) : null}
        <label>
          Email
          <input name="email" type="email" required autoComplete="email" defaultValue={email} aria-describedby="email-errors" />
        </label>
        <FieldErrors id="email-errors" errors={problem?.fieldErrors?.email} />
        <button type="submit" className="primary" disabled={navigation.state === 'submitting'}>
          Continue
        </button>
      </Form>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
