import type { SessionStudent } from '../../core/session.server'
import { viewerFor } from '../../http/route.server'
import { studentSubject } from '../rules/evaluate'
import { type TranslationMarks, translationMarks } from '../rules/translation'
import { flagFor } from './flags.server'

/** The student's `google_translate_disabled`, as the marks every signed-in page carries (rules/translation.ts). */
export async function translationFor(request: Request, student: SessionStudent): Promise<TranslationMarks> {
  return translationMarks(await flagFor('google_translate_disabled', studentSubject(student.id, viewerFor(request, student))))
}
