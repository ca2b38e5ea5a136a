import { Link } from '@remix-run/react'

export function SiteFooter() {
  return (
    <footer className="l-footer">
      <nav aria-label="Legal">
        <Link to="/terms">Terms of use</Link>
        <Link to="/privacy">Privacy policy</Link>
        <Link to="/subscription-terms">Subscription terms</Link>
      </nav>
      <p>© {new Date().getFullYear()} AI Learning Platform</p>
    </footer>
  )
}
