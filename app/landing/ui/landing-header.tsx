import { Link } from '@remix-run/react'
import { BrandLogo } from '~/ui/brand-logo'

/** The landing's top bar: the brand (home) and a way in for those who already have an account. */
export function LandingHeader() {
  return (
    <header className="l-header">
      <div className="l-header-inner">
        <Link className="l-brand" to="/">
          <BrandLogo size={32} />
          <span>AI Learning</span>
        </Link>
        <Link className="l-signin" to="/auth/signin">
          Sign in
        </Link>
      </div>
    </header>
  )
}
