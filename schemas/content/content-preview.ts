import { z } from 'zod'
import { idInput, idString } from '../id-schema'

/**
 * The admin's live preview of content (issue #47 item 12): a staff-only page the editor frames,
 * showing a landing card, course, lesson or tip with the site's own components, and the same page
 * rendering the editor's unsaved form as the marketer types.
 */
export const contentPreviewPath = '/content-preview'
/** Where the preview page posts the editor's unsaved form to have it rendered (markdown, pictures, tasks). */
export const contentPreviewDraftPath = '/content-preview/draft'

export const previewCollection = z.enum(['lessons', 'courses', 'tips', 'landing-cards'])
export type PreviewCollection = z.infer<typeof previewCollection>

/** `/content-preview?collection=lessons&id=12`: the saved document (or a course's latest draft). */
export const previewQuery = z.object({ collection: previewCollection, id: idString })

/** A relationship or upload as the editor's form holds it: an id, or the document itself. */
const relation = z.union([idInput, z.object({ id: idInput }).transform(({ id }) => id)])
/** While the marketer types, any field may be empty or half-made: a field that does not fit is left as saved. */
const typed = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

const lessonBlock = z.discriminatedUnion('blockType', [
  z.object({ blockType: z.literal('content'), body: z.string().catch('') }),
  z.object({ blockType: z.literal('video'), url: z.string(), title: z.string().catch('') }),
  z.object({
    blockType: z.literal('inline-prompt'),
    prompt: z.string(),
    placeholders: z.array(z.object({ name: z.string(), options: z.array(z.string()).nullish() })).nullish(),
  }),
  z.object({ blockType: z.literal('tasks'), tasks: z.array(relation).nullish() }),
])
export type LessonBlockDraft = z.infer<typeof lessonBlock>

/** The lesson's sections in order; a block still being filled in (no video address yet) is left out. */
const lessonBlocks = z.array(z.unknown()).transform((blocks) =>
  blocks.flatMap((block) => {
    const parsed = lessonBlock.safeParse(block)
    return parsed.success ? [parsed.data] : []
  }),
)

export const draftFields = {
  lessons: z.object({ title: typed(z.string()), sections: typed(lessonBlocks) }),
  courses: z.object({
    title: typed(z.string()),
    type: typed(z.enum(['course', 'challenge'])),
    level: typed(z.string().nullable()),
    description: typed(z.string().nullable()),
    dayCount: typed(z.number().nullable()),
    image: typed(relation.nullable()),
  }),
  tips: z.object({
    title: typed(z.string()),
    content: typed(z.string()),
    promptToTry: typed(z.string().nullable()),
    model: typed(z.string().nullable()),
    category: typed(relation),
  }),
  'landing-cards': z.object({ title: typed(z.string()), description: typed(z.string()), image: typed(relation.nullable()) }),
} satisfies Record<PreviewCollection, z.ZodType>

/** What the preview page posts: which document, and the editor's form as Payload sent it. */
export const draftBody = z.object({ collection: previewCollection, id: idString, data: z.record(z.string(), z.unknown()) })
