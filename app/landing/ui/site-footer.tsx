import { Link } from '@remix-run/react'
import { BrandLogo } from '~/ui/brand-logo'

/** The footer of landing and legal pages; `year` comes from the loader, so server and browser agree. */
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="l-footer">
      <div className="l-footer-inner">
        <p className="l-brand">
          <BrandLogo size={28} />
          <span>AI Learning</span>
        </p>
        <nav aria-label="Legal">
          <Link to="/terms">Terms of use</Link>
          <Link to="/privacy">Privacy policy</Link>
          <Link to="/subscription-terms">Subscription terms</Link>
        </nav>
        <p>© {year} AI Learning Platform</p>
      </div>
    </footer>
  )
}
