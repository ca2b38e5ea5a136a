import { Link } from '@remix-run/react'
import { CardMarks, LockIcon } from './card-marks'

/** Under the pay button: why it is safe, the cards taken, and the terms a buyer may want to read first. */
export function CheckoutTrust() {
  return (
    <>
      <section className="money-secure" aria-label="Secure payment">
        <p className="money-secure-title">
          <LockIcon />
          <span>Secure payment</span>
        </p>
        <p className="money-note">You pay on our payment provider’s encrypted page; we never see or store your card number.</p>
        <CardMarks />
      </section>
      <nav className="money-legal" aria-label="Terms">
        <Link to="/terms">Terms of use</Link>
        <Link to="/subscription-terms">Subscription terms</Link>
        <Link to="/subscription-terms">Refund policy</Link>
      </nav>
    </>
  )
}
