import { editPromptBody } from '@schemas/learning/plan'
import * as answers from '@schemas/api/answers'
import type { Endpoint } from '../../http/api-endpoint'

/** The AI tips, learning profile and personal plan calls (spec §7), for /api/openapi.json. */
export const tipsAndPlanEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/tips/categories',
    summary: 'Tip categories in data: the synthetic Popular (id -100) first, then the CMS order',
    answer: answers.tipCategoriesAnswer,
  },
  {
    method: 'get',
    path: '/api/tips/featured',
    summary: 'Featured tips in data, each as {content: {id, title, text, promptToTry, model, category, tryItHref}}',
    answer: answers.tipListAnswer,
  },
  {
    method: 'get',
    path: '/api/tips/category/{categoryId}',
    summary: 'The tips of a category in data; -100 is Popular (the featured tips, topped up with each category’s first tip)',
    answer: answers.tipListAnswer,
  },
  { method: 'get', path: '/api/tips/{tipId}', summary: 'One tip in data, with its content rendered as html', answer: answers.tipAnswer },
  {
    method: 'get',
    path: '/api/student/learning-profile',
    summary: 'The learning profile (goal, ai_proficiency, time_per_day, name) or null',
    answer: answers.learningProfileAnswer,
  },
  {
    method: 'post',
    path: '/api/student/learning-profile',
    summary: 'Generate the profile from the student’s funnel answers (gated by can-generate; 429 when the daily limit is reached)',
    answer: answers.learningProfileAnswer,
    limited: true,
  },
  {
    method: 'put',
    path: '/api/student/learning-profile',
    summary: 'Edit the profile by prompt; the answer replaces the stored profile',
    body: editPromptBody,
    answer: answers.learningProfileAnswer,
  },
  {
    method: 'get',
    path: '/api/student/learning-profile/can-generate',
    summary: 'canGenerate: whether the student may generate now (5 generations per UTC day)',
    answer: answers.canGenerateAnswer,
  },
  {
    method: 'get',
    path: '/api/student/personal-plan',
    summary: 'The personal plan (planTitle, planSteps with topicId) or null',
    answer: answers.personalPlanAnswer,
  },
  {
    method: 'post',
    path: '/api/student/personal-plan',
    summary: 'Generate the plan from the profile (made from the funnel answers when missing); gated by can-generate',
    answer: answers.personalPlanAnswer,
    limited: true,
  },
  {
    method: 'put',
    path: '/api/student/personal-plan',
    summary: 'Edit the plan by prompt (offline: more/less about a subject, less/more time, easier, harder); 422 when not understood',
    body: editPromptBody,
    answer: answers.personalPlanAnswer,
  },
]
