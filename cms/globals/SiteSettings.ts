import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isStaff } from '../access/is-staff'
import { invalidatesContentGlobal } from '../hooks/content-changed'
import { paymentSystemSettings } from '@schemas/payments/payment-system'
import { defaultIntroLesson } from '@schemas/screens/intro-lesson'
import { ID_MAX_LENGTH, ID_PATTERN } from '@schemas/id'
import { defaultProductFacts } from '@schemas/content/product-fact-text'
import { productFactsSchema } from '@schemas/content/product-facts'

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

const paymentSystemLabels = { solidgate: 'Solidgate', ecommpay: 'Ecommpay', none: 'None (other payment system)' } as const

/** Site-wide switches marketers flip without a deploy. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [invalidatesContentGlobal] },
  fields: [
    {
      name: 'paymentSystem',
      type: 'select',
      required: true,
      defaultValue: 'solidgate',
      options: paymentSystemSettings.map((value) => ({ label: paymentSystemLabels[value], value })),
      admin: {
        description:
          'The card provider visitors pay with (payment_system). Solidgate buyers are also offered upsell packs; None sends the paywall to the other-payment-system page.',
      },
    },
    {
      name: 'creatorLandingRegistration',
      type: 'select',
      required: true,
      defaultValue: 'funnel',
      options: [
        { label: 'Start the creator funnel', value: 'funnel' },
        { label: 'Sign up before the paywall (payment_block_registration)', value: 'payment_block_registration' },
      ],
      admin: {
        description:
          'creator_landing_registration: with Solidgate and payment_block_registration, /creator asks for the email first and then shows its paywall.',
      },
    },
    {
      name: 'landingPriceBlock',
      type: 'select',
      required: true,
      defaultValue: 'annual_access',
      options: [
        { label: 'Annual access', value: 'annual_access' },
        { label: 'N weeks of access', value: 'n_weeks_access' },
      ],
      admin: { description: 'Which price blocks the landing pages show (price plans whose key starts with it).' },
    },
    {
      name: 'landingPriceBlockWithMentor',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Also show the blocks that include a personal curator (mentor).' },
    },
    {
      name: 'landingFunnels',
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
          'The figures funnels, landings and FAQs state, written there as {{fact:learners}}, {{fact:dailyMinutes}}, {{fact:aiTools}} and {{fact:courses}}. Change one here and every page says the same.',
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
        { name: 'aiTools', label: 'AI tools taught', type: 'number', required: true, min: 0, defaultValue: defaultProductFacts.aiTools },
        { name: 'courses', label: 'Courses', type: 'number', required: true, min: 0, defaultValue: defaultProductFacts.courses },
      ],
    },
    {
      name: 'introLesson',
      type: 'group',
      admin: {
        description:
          'The lesson the in-app onboarding opens (the IntroLesson screen, unless it names another) and that finishes it: its done button returns to onboarding instead of the course.',
      },
      fields: [idField('courseId', 'Course id'), idField('topicId', 'Topic id'), idField('lessonId', 'Lesson id')],
    },
  ],
}
