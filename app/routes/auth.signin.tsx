import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { Button, ButtonLink, TextField } from '~/ui'
import { AccountStep, fieldError, formProblem } from '~/auth'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { safeRedirect } from '~/core/route-access'
import { signIn } from '~/auth/index.server'
import { formAction, formObject } from '~/http/form.server'
import { retryAfterHeaders } from '~/http/retry-after-headers'
import { publicUrl } from '~/http/public-url.server'

export const headers = retryAfterHeaders

export const meta: MetaFunction = () => [{ title: 'Sign in' }]

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => {
    const form = await formObject(request)
    // A purchase this browser made joins the account, then the buyer goes on as after the account steps.
    const session = await signIn(form, request, context.clientIp ?? 'unknown')
    const next = session.next ?? safeRedirect(form.redirectTo, '/home', publicUrl())
    return redirect(next, { headers: { 'Set-Cookie': session.setCookie } })
  })
}

export default function SignIn() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const problem = result && 'problem' in result ? result.problem : undefined
  const errors = problem?.fieldErrors ?? {}
  return (
    <AccountStep
      title="Sign in"
      problem={formProblem(problem)}
      footer={
        <>
          <span>New here?</span>
          <Link to="/auth/signup">Create an account</Link>
        </>
      }
    >
      <Form method="post" noValidate className="account-form">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={params.get('email') ?? ''}
          error={fieldError(errors.email)}
        />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" error={fieldError(errors.password)} />
        <ButtonLink variant="quiet" size="small" className="account-form__aside" to={forgotPassLink(params)}>
          Forgot password?
        </ButtonLink>
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
        <Button type="submit" block loading={navigation.state === 'submitting'}>
          Sign in
        </Button>
      </Form>
    </AccountStep>
  )
}

/** The reset flow keeps the email and the order a buyer came with. */
function forgotPassLink(params: URLSearchParams): string {
  const keep = new URLSearchParams()
  for (const name of ['email', 'order']) if (params.get(name)) keep.set(name, params.get(name)!)
  return keep.size ? `/onboarding/forgot-pass?${keep}` : '/onboarding/forgot-pass'
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
