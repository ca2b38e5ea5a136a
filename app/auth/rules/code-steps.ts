/**
 * Where a code request and a checked code lead (spec §2 Redirects): "A code request goes to
 * /onboarding/verify-code with query ignore_ff_id=true and email. App sign-up adds
 * is_app_onboarding=true." The flag rides along to the password step, which then creates the
 * account instead of resetting one. A buyer's `order` rides along the same way.
 */
export const appSignUpParam = 'is_app_onboarding'

type Carried = { appSignUp?: boolean; order?: string | null }

export const isAppSignUp = (params: URLSearchParams): boolean => params.get(appSignUpParam) === 'true'

function carried({ appSignUp = false, order = null }: Carried): Record<string, string> {
  return { ...(appSignUp ? { [appSignUpParam]: 'true' } : {}), ...(order ? { order } : {}) }
}

export function verifyCodePath(email: string, options: Carried = {}): string {
  return `/onboarding/verify-code?${new URLSearchParams({ ignore_ff_id: 'true', email, ...carried(options) })}`
}

export function setPasswordPath(email: string, options: Carried = {}): string {
  return `/onboarding/set-password?${new URLSearchParams({ email, ...carried(options) })}`
}
