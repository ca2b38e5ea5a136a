import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Button } from '~/ui'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { AccountStep, formProblem, NewPasswordFields } from '~/auth'
import { createPurchaseAccount, loadPurchase } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { pageData } from '~/http/route.server'
import { afterPurchaseTarget } from '~/payments/index.server'

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
    <AccountStep step="Step 2 of 2 · Your account" title="Create your password" intro={`For ${email}`} problem={formProblem(problem)}>
      <Form method="post" noValidate className="account-form">
        {/* For password managers: the account this password belongs to. */}
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <NewPasswordFields errors={errors} />
        <Button type="submit" block loading={navigation.state === 'submitting'}>
          Create account
        </Button>
      </Form>
    </AccountStep>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
