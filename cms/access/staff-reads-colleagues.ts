import type { Access } from 'payload'
import { isStaffUser } from './roles'

/**
 * Every staff member reads the staff accounts, so the admin's edit lock can name who holds it
 * (Payload populates the lock's user with the reader's access: without this a marketer saw
 * "User: 1"). What a colleague sees is cut to name and email by `adminOrSelfField` on every other
 * field; students and visitors see no staff account at all.
 */
export const staffReadsColleagues: Access = ({ req }) => isStaffUser(req.user)
