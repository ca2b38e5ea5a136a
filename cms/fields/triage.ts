import type { Field, RelationshipField } from 'payload'
import { isStudentUser } from '../access/roles'
import { nobody } from '../access/nobody'
import { ownerField } from './owner'
import { triageStatuses } from '@schemas/feedback/options'

/** Where staff are with a feedback row or report. A student's row always starts as new, whatever they send. */
export function triageStatusField(): Field {
  return {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: triageStatuses.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    admin: { position: 'sidebar', description: 'New until someone on the team has read it; Fixed once the content is corrected.' },
    hooks: { beforeValidate: [({ req, value }) => (isStudentUser(req.user) ? 'new' : value)] },
  }
}

/**
 * What the student wrote: shown to staff, changed by nobody (the row is their words). The course,
 * topic, lesson and task it is about are set by the server on every row but not required here:
 * staff may delete content that was reported, and the report (with its comment) outlives it.
 */
export const studentWords = { access: { update: nobody }, admin: { readOnly: true } } as const

/** The student who sent the row: set from the session on create (fields/owner.ts), never changed after. */
export const senderField = (): Field => ({ ...(ownerField() as RelationshipField), ...studentWords })
