import { Form, Link, useNavigation } from '@remix-run/react'
import { Bookmark } from 'lucide-react'
import { Button, EmptyState, List, ListRow } from '~/ui'
import { type SavedLesson, savedLessonHref, savedPagePath } from '../rules/saved-lesson'

/** Profile → Saved: each saved lesson links to itself and can be removed (a form: works before JavaScript). */
export function SavedLessonList({ lessons }: { lessons: readonly SavedLesson[] }) {
  const navigation = useNavigation()
  const removing = navigation.formAction === savedPagePath ? navigation.formData?.get('lessonId') : undefined
  if (lessons.length === 0)
    return (
      <EmptyState title="Nothing saved yet" icon={<Bookmark size={26} aria-hidden="true" />}>
        Press “Save for later” on a lesson to find it here.
      </EmptyState>
    )
  return (
    <List label="Saved lessons">
      {lessons.map((lesson) => (
        <ListRow
          key={String(lesson.lessonId)}
          title={<Link to={savedLessonHref(lesson)}>{lesson.title}</Link>}
          meta={`${lesson.courseTitle} · ${lesson.topicTitle}`}
          end={
            <Form method="post" action={savedPagePath} preventScrollReset>
              <input type="hidden" name="lessonId" value={String(lesson.lessonId)} />
              <Button
                type="submit"
                name="intent"
                value="remove"
                variant="secondary"
                size="small"
                loading={removing === String(lesson.lessonId)}
                aria-label={`Remove ${lesson.title} from saved`}
              >
                Remove
              </Button>
            </Form>
          }
        />
      ))}
    </List>
  )
}
