import * as answers from '@schemas/api/answers'
import type { Endpoint } from '../../http/api-endpoint'

/** Saved lessons ("Save for later") for the mobile apps, as Profile → Saved shows them. */
export const bookmarksEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/bookmarks',
    summary: 'The student’s saved lessons, the last saved first',
    answer: answers.bookmarkListAnswer,
  },
  {
    method: 'put',
    path: '/api/bookmarks/{lessonId}',
    summary: 'Save a lesson for later (saving it again changes nothing); 404 for a lesson the student cannot open',
    answer: answers.bookmarkAnswer,
  },
  {
    method: 'delete',
    path: '/api/bookmarks/{lessonId}',
    summary: 'Remove a lesson from the saved ones (removing one not saved changes nothing)',
    answer: answers.okAnswer,
  },
]
