import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { FieldErrors } from '~/ui/field-errors'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { createPurchaseAccount, loadPurchase } from '~/auth/server/post-purchase.server'
import { passwordConstraints } from '@schemas/auth/password-rules'
import { formAction, formObject } from '~/http/form.server'
import { pageData } from '~/http/route.server'
import { afterPurchaseTarget } from '~/payments/server/upsells.server'

export const meta: MetaFunction = () => [{ title: 'Create your password' }]

const orderParam = (request: Request) => new URL(request.url).searchParams.get('order')

export async function loader({ request }: LoaderFunctionArgs) {
  return pageData(async () => {
    const order = await loadPurchase(request, orderParam(request))
    if (!order.email) throw redirect(`/onboarding/set-email?order=${order.id}`)
    return { email: order.email }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return formAction(async () => {
    const session = await createPurchaseAccount(request, orderParam(request), await formObject(request))
    return redirect(await afterPurchaseTarget(request, String(orderParam(request))), { headers: { 'Set-Cookie': session.setCookie } })
  })
}

export default function CreatePassword() {
  const { email } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = problem?.fieldErrors ?? {}
  return (
    <main className="auth-page">
      <h1>Create your password</h1>
      <p>For {email}</p>
      <Form method="post" className="auth-form">
        {problem && !problem.fieldErrors ? (
          <p role="alert" className="form-error">
            {problem.message || 'Unexpected error'}
          </p>
        ) : null}
        <label>
          Password
          <input name="password" type="password" autoComplete="new-password" {...passwordConstraints} aria-describedby="password-errors" />
        </label>
        <FieldErrors id="password-errors" errors={errors.password} />
        <label>
          Confirm password
          <input name="confirmPassword" type="password" autoComplete="new-password" required aria-describedby="confirm-errors" />
        </label>
        <FieldErrors id="confirm-errors" errors={errors.confirmPassword} />
        <button type="submit" className="primary" disabled={navigation.state === 'submitting'}>
          Create account
        </button>
      </Form>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
