import type { ReactElement } from 'react'

/** An email before rendering: what the inbox lists and the React body react-email renders. */
export type EmailContent = { subject: string; body: ReactElement }

/** Where the email's links point: the site's public address. */
export type SiteLinks = { siteUrl: string }

/** Who sells: the legal name and address a receipt states (Site settings → Seller). */
export type Seller = { legalName: string; address: string; taxId?: string | null }

/** A pack as a mail names it (schemas/payments/entitlements.ts): what it gives, how long, where to use it (an absolute link). */
export type PackFacts = { name: string; gives: readonly string[]; lasts: string; use: { label: string; href: string } }
