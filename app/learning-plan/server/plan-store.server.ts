import { getPayloadClient } from '@cms/get-payload'
import { asStudent } from '~/learning/index.server'
import { type LearningPlan, learningPlanSchema, type LearningProfile, learningProfileSchema } from '@schemas/learning/plan'
import type { SessionStudent } from '../../core/session.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'
import { studentData } from '../../core/student-data.server'

export type StoredPlan = {
  id: number | string | null
  profile: LearningProfile | null
  plan: LearningPlan | null
  generationDay: string | null
  generationsOnDay: number
}

/** The student's row, read as the student; a stored value that no longer parses counts as missing. */
export function readStoredPlan(student: SessionStudent, context: RequestContext = noRequestContext): Promise<StoredPlan> {
  return studentData(context, student, 'learning-plan', () => readPlanRow(student))
}

async function readPlanRow(student: SessionStudent): Promise<StoredPlan> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'learning-plans', limit: 1, pagination: false, ...asStudent(student) })
  const doc = docs[0]
  if (!doc) return { id: null, profile: null, plan: null, generationDay: null, generationsOnDay: 0 }
  const profile = learningProfileSchema.safeParse(doc.profile)
  const plan = learningPlanSchema.safeParse(doc.plan)
  return {
    id: doc.id,
    profile: profile.success ? profile.data : null,
    plan: plan.success ? plan.data : null,
    generationDay: doc.generationDay ?? null,
    generationsOnDay: doc.generationsOnDay ?? 0,
  }
}

type Changes = Partial<Pick<StoredPlan, 'profile' | 'plan' | 'generationDay' | 'generationsOnDay'>> & { source?: 'rules' | 'model' }

/** Writes the row (created on the first write); `student` is forced to the caller by the owner field. */
export async function writeStoredPlan(student: SessionStudent, stored: StoredPlan, changes: Changes): Promise<StoredPlan> {
  const payload = await getPayloadClient()
  const data = { ...changes, student: student.id } as never
  if (stored.id === null) {
    try {
      await payload.create({ collection: 'learning-plans', data, ...asStudent(student) })
    } catch (error) {
      // A parallel first write made the row (unique per student): update that one instead.
      const again = await readStoredPlan(student)
      if (again.id === null) throw error
      await payload.update({ collection: 'learning-plans', id: again.id, data, ...asStudent(student) })
    }
  } else {
    await payload.update({ collection: 'learning-plans', id: stored.id, data, ...asStudent(student) })
  }
  return readStoredPlan(student)
}
