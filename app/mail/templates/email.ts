import type { ReactElement } from 'react'

/** An email before rendering: what the inbox lists and the React body react-email renders. */
export type EmailContent = { subject: string; body: ReactElement }

/** Where the email's links point: the site's public address. */
export type SiteLinks = { siteUrl: string }

/** Who sells: the legal name and address a receipt states (Site settings → Seller). */
export type Seller = { legalName: string; address: string; taxId?: string | null }
