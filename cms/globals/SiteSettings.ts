import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentStaff } from '../access/is-content-staff'
import { invalidatesContentGlobal } from '../hooks/content-changed'
import { paymentSystemSettings } from '@schemas/payments/payment-system'
import { defaultIntroLesson } from '@schemas/screens/intro-lesson'
import { ID_MAX_LENGTH, ID_PATTERN } from '@schemas/id'
import { defaultProductFacts } from '@schemas/content/product-fact-text'
import { productFactsSchema } from '@schemas/content/product-facts'
import { defaultReportingTimeZone, reportingTimeZones } from '@schemas/analytics/reporting-time-zone'

const funnelIdField = (name: string, label: string, defaultValue: string) => ({
  name,
  label,
  type: 'text' as const,
  required: true,
  defaultValue,
  validate: (value: string | null | undefined) =>
    /^[a-z0-9_]+$/.test(value ?? '') || 'A funnel id, e.g. challenge_100k (lowercase letters, digits and _).',
})

/**
 * A document id, kept as text: a SQL row number ("383") or a MongoDB ObjectId. The defaults are the
 * spec's ids, which the seed gives the intro lesson on SQLite and PostgreSQL; where the database
 * chose other ids (MongoDB), the seed points these fields at the lesson it created.
 */
const idField = (name: 'courseId' | 'topicId' | 'lessonId', label: string) => ({
  name,
  label,
  type: 'text' as const,
  required: true,
  maxLength: ID_MAX_LENGTH,
  defaultValue: String(defaultIntroLesson[name]),
  validate: (value: string | null | undefined) =>
    ID_PATTERN.test(value ?? '') || 'An id, as in the admin’s address bar (letters, digits, _ and - only).',
})

const paymentSystemLabels = { solidgate: 'Solidgate', ecommpay: 'Ecommpay', none: 'None: visitors pay another way' } as const

/** Site-wide switches marketers flip without a deploy. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isContentStaff },
  hooks: { afterChange: [invalidatesContentGlobal] },
  fields: [
    {
      name: 'paymentSystem',
      label: 'Card payments',
      type: 'select',
      required: true,
      defaultValue: 'solidgate',
      options: paymentSystemSettings.map((value) => ({ label: paymentSystemLabels[value], value })),
      admin: {
        description:
          'Who takes visitors’ card payments. Solidgate buyers are also offered the add-on packs after paying; with None, the paywall sends visitors to the page about paying another way. A feature flag can override this for some visitors.',
      },
    },
    {
      name: 'creatorLandingRegistration',
      label: 'Creator landing page: when visitors sign up',
      type: 'select',
      required: true,
      defaultValue: 'funnel',
      options: [
        { label: 'In the creator funnel, as usual', value: 'funnel' },
        { label: 'Before the prices: email first, then the paywall', value: 'payment_block_registration' },
      ],
      admin: {
        description:
          'What the Start buttons of the creator landing page (/creator) do. “Email first” works with Solidgate only; with another provider the page starts its funnel.',
      },
    },
    {
      name: 'landingPriceBlock',
      label: 'Prices on the landing pages',
      type: 'select',
      required: true,
      defaultValue: 'annual_access',
      options: [
        { label: 'A year of access', value: 'annual_access' },
        { label: 'Access by the week', value: 'n_weeks_access' },
      ],
      admin: {
        description: 'Which of the Landing price blocks (under Content) the landing pages show: the yearly plans or the weekly ones.',
      },
    },
    {
      name: 'landingPriceBlockWithMentor',
      label: 'Also offer the plans with a personal curator',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Adds the price blocks that include a personal curator (a mentor) beside the others.' },
    },
    {
      name: 'reportingTimeZone',
      label: 'Reporting time zone',
      type: 'select',
      required: true,
      defaultValue: defaultReportingTimeZone,
      options: reportingTimeZones.map(({ zone, label }) => ({ label, value: zone })),
      admin: {
        description:
          'Where a day starts and ends on the dashboard, in the funnel report and in the studio’s drop-off. Pick the city your ad accounts report in, so a day’s visitors line up with that day’s spend. The report can still be asked in another zone.',
      },
    },
    {
      name: 'landingFunnels',
      label: 'Funnel behind each landing page',
      type: 'group',
      admin: { description: 'The funnel each landing page’s start buttons open. The query string is carried over.' },
      fields: [
        funnelIdField('home', 'Home page (/)', 'challenge_v1'),
        funnelIdField('landingV1', '/landing-v1', 'challenge_100k'),
        funnelIdField('landingV2', '/landing-v2', 'challenge_v2'),
        funnelIdField('luck', '/luck', 'challenge_100k'),
        funnelIdField('creator', '/creator', 'challenge_100k_v2'),
      ],
    },
    {
      name: 'facts',
      label: 'Product facts',
      type: 'group',
      admin: {
        description:
          'The figures funnels, landings and FAQs state, written there as {{fact:learners}} and {{fact:dailyMinutes}}: change one here and every page says the same. {{fact:courses}}, {{fact:challenges}} and {{fact:aiTools}} are counted from the published courses and challenges (and the tools they name), so they are not typed here.',
      },
      fields: [
        {
          name: 'learners',
          label: 'People who have learned with us',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: defaultProductFacts.learners,
        },
        {
          name: 'dailyMinutes',
          label: 'Minutes a day',
          type: 'text',
          required: true,
          defaultValue: defaultProductFacts.dailyMinutes,
          validate: (value: string | null | undefined) =>
            productFactsSchema.shape.dailyMinutes.safeParse(value).success || 'Minutes, or a range with an en dash: 20 or 15–20.',
        },
      ],
    },
    {
      name: 'seller',
      label: 'Seller on receipts',
      type: 'group',
      admin: {
        description:
          'The business that sells the plans and packs. Every receipt and refund notice names it with its address, as an invoice must. Until a legal name is set, receipts leave the seller out.',
      },
      fields: [
        {
          name: 'legalName',
          label: 'Legal name',
          type: 'text',
          maxLength: 200,
          admin: { description: 'As registered, e.g. “AI Learning Ltd”.' },
        },
        {
          name: 'address',
          label: 'Registered address',
          type: 'textarea',
          maxLength: 500,
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { legalName?: string | null } }) =>
            !siblingData?.legalName?.trim() || Boolean(value?.trim()) || 'Add the address: receipts show it with the legal name.',
          admin: { description: 'One line of the address per line, the country last.' },
        },
        {
          name: 'taxId',
          label: 'VAT or tax number',
          type: 'text',
          maxLength: 50,
          admin: { description: 'Shown on receipts when set.' },
        },
      ],
    },
    {
      name: 'introLesson',
      label: 'Intro lesson',
      type: 'group',
      admin: {
        description:
          'The lesson the in-app onboarding opens (the IntroLesson screen, unless it names another) and that finishes it: its done button returns to onboarding instead of the course.',
      },
      fields: [idField('courseId', 'Course id'), idField('topicId', 'Topic id'), idField('lessonId', 'Lesson id')],
    },
  ],
}
