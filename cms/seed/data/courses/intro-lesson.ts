import { defaultIntroLesson } from '../../../../schemas/screens/intro-lesson'

/** The seeded catalogue puts the onboarding funnels' intro lesson at the spec's ids. */
export const introLesson = defaultIntroLesson
