import { problem } from '~/core/problem'

/** One 404 for "not yours to see" and "not there": the answer tells a stranger nothing. */
export const notFoundPage = () => problem(404, 'Not found', 'This page was not found.')
