import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { landingCopy } from '../../../app/landing/rules/landing-copy'
import { cancellationEmail } from '../../../app/mail/templates/cancellation'
import { introEndingEmail } from '../../../app/mail/templates/intro-ending'
import { oneTimeCodeEmail } from '../../../app/mail/templates/one-time-code'
import { receiptEmail } from '../../../app/mail/templates/receipt'
import { refundEmail } from '../../../app/mail/templates/refund'
import { renderEmail } from '../../../app/mail/templates/render-email'
import { staffPasswordResetEmail } from '../../../app/mail/templates/staff-password-reset'
import { studentPasswordResetEmail } from '../../../app/mail/templates/student-password-reset'
import { welcomeEmail } from '../../../app/mail/templates/welcome'
import type { EmailContent } from '../../../app/mail/templates/email'
import { resumedEmail } from '../../../app/mail/templates/resumed'
import { saveOfferEmail } from '../../../app/mail/templates/save-offer'
import { packFacts } from '../../../app/mail/server/mail-facts.server'
import { type ClaimScope, type ScopedText, funnelTexts, productTexts } from '../../../app/promises'
import { claimCollections, documentTexts } from '../../../app/promises/index.server'
import type { ProductFacts } from '@schemas/content/product-fact-text'
import { lastsText, packEntitlements } from '@schemas/payments/entitlements'
import { upsellPackLabels, upsellPacks } from '@schemas/payments/upsell-labels'

/** Every text a buyer reads, as the promise audit walks it (issue #46). */

/** The funnels shipped in funnels/ (the CMS copies are walked with the other documents). */
export function funnelFileTexts(facts: ProductFacts): { funnels: string[]; texts: ScopedText[] } {
  const dir = path.resolve('funnels')
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
  const texts = files.flatMap((file) => funnelTexts(`${file} (file)`, JSON.parse(readFileSync(path.join(dir, file), 'utf8')), facts))
  return { funnels: files, texts }
}

/** Every published document of the collections whose copy makes claims. */
export async function documentsTexts(
  payload: Payload,
  facts: ProductFacts,
): Promise<{ counts: Record<string, number>; texts: ScopedText[] }> {
  const counts: Record<string, number> = {}
  const texts: ScopedText[] = []
  for (const collection of claimCollections) {
    const drafts = collection === 'funnels' || collection === 'pages'
    const { docs } = await payload.find({
      collection,
      where: drafts ? { _status: { equals: 'published' } } : {},
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    counts[collection] = docs.length
    for (const doc of docs) texts.push(...(await documentTexts(payload, collection, doc as unknown as Record<string, unknown>, facts)))
  }
  return { counts, texts }
}

/** The landing pages' own words (app/landing/rules/landing-copy.ts) and what each pack gives (entitlements). */
export function codeTexts(facts: ProductFacts): ScopedText[] {
  const landing = Object.entries(landingCopy).flatMap(([page, copy]) => productTexts(`landing page ${page}`, copy, facts))
  const packs = upsellPacks.flatMap((pack) => {
    const entitlement = packEntitlements[pack]
    return [...entitlement.gives, lastsText(entitlement)].map((text, index) => ({
      where: `entitlements ${pack}: ${index < entitlement.gives.length ? `gives ${index + 1}` : 'lasts'}`,
      text,
      scope: { kind: 'packs', packs: [pack] } as ClaimScope,
    }))
  })
  return [...landing, ...packs]
}

const site = { siteUrl: 'https://learn.example' }
const paid = { invoiceNumber: 'INV-1', amount: '$19.99', date: 'December 7, 2026', cardLast4: '4242', seller: null }

/** Every mail template, rendered for each case it has, with what it is about. */
export async function mailTexts(): Promise<ScopedText[]> {
  const plan: ClaimScope = { kind: 'plan' }
  const product: ClaimScope = { kind: 'product' }
  const mails: Array<{ name: string; content: EmailContent; scope: ClaimScope }> = [
    { name: 'welcome', content: welcomeEmail({ ...site, email: 'a@example.com', planName: '4-week plan' }), scope: plan },
    ...(['first payment', 'renewal', 'plan change'] as const).map((kind) => ({
      name: `receipt (${kind})`,
      content: receiptEmail({ ...site, ...paid, kind, item: '4-week plan', nextCharge: { amount: '$29.99', date: 'January 4, 2027' } }),
      scope: plan,
    })),
    ...upsellPacks.map((pack) => ({
      name: `receipt (add-on ${pack})`,
      content: receiptEmail({
        ...site,
        ...paid,
        kind: 'add-on',
        item: upsellPackLabels[pack],
        nextCharge: null,
        pack: packFacts(pack, site.siteUrl),
      }),
      scope: { kind: 'packs', packs: [pack] } as ClaimScope,
    })),
    {
      name: 'cancellation (with add-ons)',
      content: cancellationEmail({
        ...site,
        planName: '4-week plan',
        accessUntil: 'December 24, 2026',
        packs: upsellPacks.map((pack) => packFacts(pack, site.siteUrl)),
      }),
      scope: { kind: 'packs', packs: upsellPacks },
    },
    {
      name: 'cancellation',
      content: cancellationEmail({ ...site, planName: '4-week plan', accessUntil: 'December 24, 2026', packs: [] }),
      scope: plan,
    },
    {
      name: 'resumed',
      content: resumedEmail({ ...site, planName: '4-week plan', nextCharge: { amount: '$29.99', date: 'January 4, 2027' }, retryOn: null }),
      scope: plan,
    },
    {
      name: 'save offer (discount)',
      content: saveOfferEmail({
        ...site,
        planName: '4-week plan',
        kind: 'discount',
        percentOff: 30,
        discounted: '$20.99',
        regular: '$29.99',
        chargeOn: 'January 4, 2027',
        periodLabel: '4 weeks',
      }),
      scope: plan,
    },
    {
      name: 'save offer (pause)',
      content: saveOfferEmail({
        ...site,
        planName: '4-week plan',
        kind: 'pause',
        accessUntil: 'January 4, 2027',
        pausedUntil: 'February 1, 2027',
        nextCharge: '$29.99',
      }),
      scope: plan,
    },
    {
      name: 'save offer (switch plan)',
      content: saveOfferEmail({
        ...site,
        planName: '4-week plan',
        kind: 'switch-plan',
        newPlanName: '12-week plan',
        price: '$59.99',
        periodLabel: '12 weeks',
      }),
      scope: plan,
    },
    ...(['subscription', 'add-on'] as const).map((ends) => ({
      name: `refund (${ends})`,
      content: refundEmail({
        ...site,
        ...paid,
        ends,
        item: ends === 'add-on' ? upsellPackLabels.ai_tools : '4-week plan',
        creditNoteNumber: 'CN-1',
      }),
      scope: ends === 'add-on' ? ({ kind: 'packs', packs: ['ai_tools'] } as ClaimScope) : plan,
    })),
    {
      name: 'intro ending',
      content: introEndingEmail({
        ...site,
        planName: '4-week plan',
        date: 'December 14, 2026',
        renewal: '$29.99 every 4 weeks',
        cardLast4: '4242',
      }),
      scope: plan,
    },
    ...(['verify', 'reset'] as const).map((purpose) => ({
      name: `one-time code (${purpose})`,
      content: oneTimeCodeEmail({ ...site, code: '123456', purpose, minutes: 10 }),
      scope: product,
    })),
    { name: 'staff password reset', content: staffPasswordResetEmail({ ...site, token: 'token' }), scope: product },
    { name: 'student password reset', content: studentPasswordResetEmail({ ...site, email: 'a@example.com' }), scope: product },
  ]
  const rendered = await Promise.all(mails.map(async (mail) => ({ ...mail, rendered: await renderEmail(mail.content) })))
  return rendered.flatMap(({ name, rendered: { subject, text }, scope }) => [
    { where: `mail ${name}: subject`, text: subject, scope },
    { where: `mail ${name}: text`, text, scope },
  ])
}
