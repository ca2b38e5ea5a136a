import { defaultIntroLesson } from '../../../../schemas/screens/intro-lesson'

/**
 * The seeded catalogue asks for the spec's ids for the onboarding funnels' intro lesson; SQLite and
 * PostgreSQL give them, MongoDB chooses its own (and the seed points Site settings at those).
 */
export const introLesson = defaultIntroLesson
