import { describe, expect, it } from 'vitest'
import { courseFeedbackBody, lessonFeedbackBody, reportIssueBody } from './bodies'

const lesson = { courseId: 1, topicId: '2', lessonId: 3 }

describe('feedback and report bodies', () => {
  it('read the spec’s fields, ids as strings, an empty comment as none', () => {
    expect(courseFeedbackBody.parse({ courseId: 31, rating: 5, comment: '  ', commentType: 'praise' })).toEqual({
      courseId: '31',
      rating: 5,
      commentType: 'praise',
    })
    expect(lessonFeedbackBody.parse({ ...lesson, rating: 2, feedbackType: 'too-hard', comment: ' Long. ' })).toEqual({
      courseId: '1',
      topicId: '2',
      lessonId: '3',
      rating: 2,
      feedbackType: 'too-hard',
      comment: 'Long.',
    })
    expect(reportIssueBody.parse({ ...lesson, taskId: 9, pageId: 0, issueType: 'typo' })).toMatchObject({ taskId: '9', pageId: 0 })
  })

  it('refuse ratings outside 1–5 and fractions', () => {
    for (const rating of [0, 6, 3.5, '4', null]) expect(courseFeedbackBody.safeParse({ courseId: 1, rating }).success).toBe(false)
  })

  it('refuse unknown types, missing ids, a negative page and an overlong comment', () => {
    expect(lessonFeedbackBody.safeParse({ ...lesson, rating: 2, feedbackType: 'boring' }).success).toBe(false)
    expect(courseFeedbackBody.safeParse({ courseId: 1, rating: 2, commentType: 'rant' }).success).toBe(false)
    expect(lessonFeedbackBody.safeParse({ courseId: 1, rating: 2 }).success).toBe(false)
    expect(reportIssueBody.safeParse({ ...lesson, pageId: -1, issueType: 'typo' }).success).toBe(false)
    expect(reportIssueBody.safeParse({ ...lesson, pageId: 0, issueType: 'spam' }).success).toBe(false)
    expect(reportIssueBody.safeParse({ ...lesson, pageId: 0, issueType: 'typo', comment: 'x'.repeat(2001) }).success).toBe(false)
    expect(reportIssueBody.safeParse({ ...lesson, courseId: '../1', pageId: 0, issueType: 'typo' }).success).toBe(false)
  })

  it('need a comment when the issue is “Something else”', () => {
    const other = reportIssueBody.safeParse({ ...lesson, pageId: 1, issueType: 'other', comment: ' ' })
    expect(other.success).toBe(false)
    expect(other.error?.issues[0]?.path).toEqual(['comment'])
    expect(reportIssueBody.safeParse({ ...lesson, pageId: 1, issueType: 'other', comment: 'The video is silent.' }).success).toBe(true)
  })
})
