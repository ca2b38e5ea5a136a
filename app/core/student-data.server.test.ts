import { describe, expect, it, vi } from 'vitest'
import { notifyStudentDataChanged } from '@cms/hooks/student-data-changed'
import { createRequestContext } from './request-context.server'
import { keptStudents, studentData } from './student-data.server'

const page = () => createRequestContext('GET')

describe("a student's kept reads", () => {
  it('are read once per student and data version, across page requests', async () => {
    const read = vi.fn(async () => ['enrolment'])
    const student = { id: 'kept-1', dataVersion: 'a' }
    await studentData(page(), student, 'enrolments', read)
    expect(await studentData(page(), student, 'enrolments', read)).toEqual(['enrolment'])
    expect(read).toHaveBeenCalledTimes(1)
    await studentData(page(), { ...student, dataVersion: 'b' }, 'enrolments', read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('are never shared between students, even with the same version', async () => {
    await studentData(page(), { id: 'kept-2', dataVersion: 'same' }, 'enrolments', async () => ['mine'])
    expect(await studentData(page(), { id: 'kept-3', dataVersion: 'same' }, 'enrolments', async () => ['theirs'])).toEqual(['theirs'])
  })

  it('are read every time for a form post and for a student without a version yet', async () => {
    const read = vi.fn(async () => 1)
    await studentData(createRequestContext('POST'), { id: 'kept-4', dataVersion: 'a' }, 'x', read)
    await studentData(createRequestContext('POST'), { id: 'kept-4', dataVersion: 'a' }, 'x', read)
    await studentData(page(), { id: 'kept-5' }, 'x', read)
    await studentData(page(), { id: 'kept-5' }, 'x', read)
    expect(read).toHaveBeenCalledTimes(4)
  })

  it('keep no failed read', async () => {
    const student = { id: 'kept-6', dataVersion: 'a' }
    await expect(studentData(page(), student, 'x', async () => Promise.reject(new Error('database busy')))).rejects.toThrow('database busy')
    expect(await studentData(page(), student, 'x', async () => 'read again')).toBe('read again')
  })

  it('are dropped at once when this process writes what the student owns', async () => {
    const read = vi.fn(async () => 1)
    const student = { id: 'kept-7', dataVersion: 'a' }
    await studentData(page(), student, 'x', read)
    notifyStudentDataChanged('kept-7')
    await studentData(page(), student, 'x', read)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('are frozen, so one request cannot change what the next is handed', async () => {
    const rows = await studentData(page(), { id: 'kept-8', dataVersion: 'a' }, 'x', async () => [{ status: 'new' }])
    expect(() => (rows[0]!.status = 'completed')).toThrow(TypeError)
  })

  it('keep at most 2,000 students, the least recently served dropped first', async () => {
    for (let i = 0; i < 2100; i++) await studentData(page(), { id: `many-${i}`, dataVersion: 'a' }, 'x', async () => i)
    expect(keptStudents()).toBe(2000)
    const read = vi.fn(async () => 0)
    await studentData(page(), { id: 'many-0', dataVersion: 'a' }, 'x', read)
    await studentData(page(), { id: 'many-2099', dataVersion: 'a' }, 'x', read)
    expect(read).toHaveBeenCalledTimes(1)
  })
})
