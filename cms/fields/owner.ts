import type { Field } from 'payload'
import { adminField } from '../access/admin-field'
import { isStudentUser } from '../access/roles'

/** The student a document belongs to. A student creating one always owns it, whatever they send. */
export function ownerField(): Field {
  return {
    name: 'student',
    type: 'relationship',
    relationTo: 'students',
    required: true,
    index: true,
    access: { update: adminField },
    hooks: {
      beforeValidate: [({ req, value }) => (isStudentUser(req.user) ? req.user!.id : value)],
    },
  }
}
