/** Spec §4/§5: a message report can be sent only with a payload and at least one issue type. */
export function canSendReport({ payload, issueTypes }: { payload: string; issueTypes: readonly string[] }): boolean {
  return payload.trim().length > 0 && issueTypes.length > 0
}
