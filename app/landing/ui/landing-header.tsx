import { Link, useRouteLoaderData } from '@remix-run/react'
import { BrandLogo } from '~/ui/brand-logo'

/**
 * The landing's top bar: the brand (home) and a way in — Sign in for visitors, the app for a
 * signed-in student (the root loader knows; pages served from memory go to cookieless visitors only).
 */
export function LandingHeader() {
  const signedIn = useRouteLoaderData<{ signedIn: boolean }>('root')?.signedIn ?? false
  return (
    <header className="l-header">
      <div className="l-header-inner">
        <Link className="l-brand" to="/">
          <BrandLogo size={32} />
          <span>AI Learning</span>
        </Link>
        {signedIn ? (
          <Link className="l-signin" to="/home">
            My learning
          </Link>
        ) : (
          <Link className="l-signin" to="/auth/signin">
            Sign in
          </Link>
        )}
      </div>
    </header>
  )
}
