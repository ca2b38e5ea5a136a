import type { FunnelSession } from '@cms/payload-types'
import { readPersisted } from '@engine/persisted-funnel'
import type { PersistedFunnel } from '@engine/types'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import type { SessionStudent } from '../../core/session.server'
import { studentSubject } from '~/flags'
import { flagFor } from '~/flags/index.server'
import { readVisitor } from '../../core/visitor-cookies.server'
import { getFunnel } from '../../core/funnels.server'
import { findOwnedSession, startOrRestore, loadPaywalls, rendererAssets } from '~/funnel/index.server'
import { buildFrame, type FunnelPageData } from '~/funnel'
import { requestCurrency } from '../../http/request-country'
import { getSiteSettings } from '../../core/site-settings.server'
import { studentEnrolments } from '~/learning/index.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'
import { getMetadata } from '~/core/student-metadata.server'
import type { TrialViewer } from '../../core/trial'
import { preloadRenderer } from '~/screens'
import { persistedAtStep, stepOf } from '../rules/funnel-step'
import { introLessonFor, introLessonHref, type LessonRef } from '../rules/intro-lesson-link'
import { productFunnelIds, productTourLaunch, type StoredFunnelProgress } from '../rules/product-funnel'
import { isProductTourFinished } from '../rules/product-tour'

/** What /home needs to show the product onboarding modal: the funnel's first paint and where its intro lessons are. */
export type ProductTourData = {
  page: FunnelPageData
  /** Per IntroLesson screen id, the lesson page it opens (Site settings' intro lesson for the default ids). */
  lessonLinks: Record<string, string>
}

/** A session's saved progress, read as the engine reads storage: shape-checked, never trusted. */
type ProductSession = { definition: FunnelDefinition; session: FunnelSession; saved: PersistedFunnel | undefined }

/**
 * The modal for this request, or null when it stays shut (rules/product-tour.ts). Decided on
 * the server so /home renders with the modal already open, on the screen the student left: the
 * browser's funnel session (as the funnel routes resume it), or the step the intro lesson's return
 * names. What the server cannot see counts as absent: the `first_login` client marker (this app
 * never sets it) and the expired-subscription wizard (/home never shows it).
 */
export async function loadProductTour(
  request: Request,
  student: SessionStudent,
  viewer: TrialViewer,
  { requestTime = new Date().toISOString(), reads = noRequestContext }: { requestTime?: string; reads?: RequestContext } = {},
): Promise<ProductTourData | null> {
  const url = new URL(request.url)
  const [paymentSystem, metadata, enrolments] = await Promise.all([
    flagFor('payment_system', studentSubject(student.id, viewer)),
    getMetadata(student),
    studentEnrolments(reads, student, 'course'),
  ])
  const context = {
    paymentSystem,
    dataLoaded: true,
    metadataInitialised: true,
    source: url.searchParams.get('source'),
    finished: isProductTourFinished(metadata.productOnboardingFinished, null),
    onProductTourLessonPage: false,
    enrolmentCount: enrolments.length,
    firstLoginMarker: false,
    expiredWizardShown: false,
  }
  // Cheap refusals first: the funnels and sessions are read only when the modal may open.
  if (!productTourLaunch(context, { stored: { funnelId: null, step: null }, queryStep: null, totalStepsOf: () => 0 })) return null

  const visitor = await readVisitor(request)
  const definitions = (await Promise.all(productFunnelIds.map((id) => getFunnel(id)))).filter((d): d is FunnelDefinition => d !== null)
  const sessions = await ownedProductSessions(request, visitor.id, definitions)
  const latest = sessions[0]
  const stored: StoredFunnelProgress = latest
    ? { funnelId: latest.definition.id, step: latest.saved ? String(stepOf(latest.definition, latest.saved) ?? '') : null }
    : { funnelId: null, step: null }
  const launch = productTourLaunch(context, {
    stored,
    queryStep: url.searchParams.get('onboarding_step'),
    totalStepsOf: (id) => definitions.find((definition) => definition.id === id)?.screens.length ?? 0,
  })
  const definition = definitions.find((candidate) => candidate.id === launch?.funnelId)
  // Past the last screen (this browser finished it, though the flag was not saved): nothing to show.
  if (!launch || !definition || launch.step >= definition.screens.length) return null

  const own = sessions.find((candidate) => candidate.definition === definition)
  const persisted = progressAt(definition, own?.saved, launch.step, requestTime)
  const now = own?.session.createdAt ?? requestTime
  const frame = buildFrame(definition, startOrRestore(definition, persisted, now).snapshot)
  if (!frame) return null

  const [paywalls, siteSettings] = await Promise.all([
    loadPaywalls(definition, requestCurrency(request)),
    getSiteSettings(),
    preloadRenderer(frame.screen.type),
  ])
  return {
    page: {
      funnel: { id: definition.id, title: definition.title, version: definition.version },
      definition,
      mode: 'onboarding',
      preview: false,
      visitorId: visitor.id,
      now,
      persisted,
      frame,
      paywalls,
      preload: rendererAssets(frame.screen.type),
    },
    lessonLinks: lessonLinksOf(definition, siteLesson(siteSettings.introLesson)),
  }
}

/**
 * The progress to resume at `step`: the saved one when it is there; none for a first start (the
 * engine then reports the start and first screen); else the step reached straight through.
 */
function progressAt(
  definition: FunnelDefinition,
  saved: PersistedFunnel | undefined,
  step: number,
  savedAt: string,
): PersistedFunnel | null {
  if (saved && stepOf(definition, saved) === step) return saved
  if (step === 0 && !saved) return null
  return persistedAtStep(definition, step, savedAt) ?? null
}

/** This browser's sessions of the product funnels, the most recently saved first. */
async function ownedProductSessions(request: Request, visitorId: string, definitions: FunnelDefinition[]): Promise<ProductSession[]> {
  const found = await Promise.all(
    definitions.map(async (definition) => {
      const session = await findOwnedSession(request, visitorId, definition.id)
      return session ? [{ definition, session, saved: readPersisted(session.state) }] : []
    }),
  )
  return found.flat().sort((a, b) => Date.parse(b.session.updatedAt) - Date.parse(a.session.updatedAt))
}

function siteLesson(
  lesson: { courseId?: string | null; topicId?: string | null; lessonId?: string | null } | null | undefined,
): LessonRef | null {
  if (!lesson?.courseId || !lesson.topicId || !lesson.lessonId) return null
  return { courseId: lesson.courseId, topicId: lesson.topicId, lessonId: lesson.lessonId }
}

function lessonLinksOf(definition: FunnelDefinition, site: LessonRef | null): Record<string, string> {
  return Object.fromEntries(
    definition.screens.flatMap((screen) =>
      screen.type === 'IntroLesson' ? [[screen.id, introLessonHref(introLessonFor(screen.lesson, site))]] : [],
    ),
  )
}
