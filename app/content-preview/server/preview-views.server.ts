import { getPayloadClient } from '@cms/get-payload'
import { storedId } from '@cms/document-id'
import { joinSections, type LessonSection } from '@cms/collections/Lessons/content'
import { draftFields, type PreviewCollection } from '@schemas/content/content-preview'
import { relationId } from '@schemas/id'
import type { z } from 'zod'
import { previewCourseOverview, previewLessonSections } from '~/learning/index.server'
import { previewTip } from '~/tips/index.server'
import { previewLandingCard } from '~/landing/index.server'
import type { ContentStaff } from './content-staff.server'

/**
 * One document as its page shows it, from what is saved (a course: its latest draft) with the
 * editor's unsaved fields laid over it. Read as the staff member; null when they cannot read it.
 */
export async function previewView(collection: PreviewCollection, id: string, staff: ContentStaff, draft?: Record<string, unknown>) {
  const payload = await getPayloadClient()
  const stored = storedId(payload, id)
  if (stored === null) return null
  const read = { id: stored, depth: 0, overrideAccess: false, user: staff } as const
  const typed = <C extends PreviewCollection>(of: C) => (draft ? (draftFields[of].parse(draft) as z.infer<(typeof draftFields)[C]>) : {})
  switch (collection) {
    case 'lessons': {
      const saved = await payload.findByID({ collection, ...read }).catch(() => null)
      if (!saved) return null
      const lesson = { ...saved, ...defined(typed(collection)) }
      const { sections, tasks } = await previewLessonSections(joinSections(lesson.sections as LessonSection[] | null | undefined), staff)
      return { kind: collection, title: lesson.title, sections, tasks }
    }
    case 'courses': {
      // Courses have drafts: the editor's latest version, published or not.
      const saved = await payload.findByID({ collection, ...read, draft: true }).catch(() => null)
      if (!saved) return null
      const course = { ...saved, ...defined(typed(collection)) }
      return { kind: collection, overview: await previewCourseOverview(course, staff) }
    }
    case 'tips': {
      const saved = await payload.findByID({ collection, ...read }).catch(() => null)
      if (!saved) return null
      const tip = { ...saved, ...defined(typed(collection)) }
      return { kind: collection, ...(await previewTip({ ...tip, category: relationId(tip.category) }, staff)) }
    }
    case 'landing-cards': {
      const saved = await payload.findByID({ collection, ...read }).catch(() => null)
      if (!saved) return null
      const card = { ...saved, ...defined(typed(collection)) }
      return { kind: collection, card: await previewLandingCard({ ...card, image: relationId(card.image) }, staff) }
    }
  }
}

export type PreviewView = NonNullable<Awaited<ReturnType<typeof previewView>>>

/** The fields the form holds; one it does not (undefined) keeps the saved value. */
function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>
}
