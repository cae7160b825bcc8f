/**
 * Options for a check across an object's fields (`.refine` / `.superRefine` on a z.object).
 * zod runs such a check even when one of its fields has already failed, with that field's raw
 * value, so a rule comparing two amounts meets "NaN" or an object and throws (an answer of
 * HTTP 500 instead of `validation_failed`). With these options the check runs only when every
 * field it reads has passed; a bad field is answered by that field's own error.
 */
export function crossField<P extends object>(
  fields: readonly string[],
  params: P,
): P & { when: (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] }> }) => boolean } {
  return {
    ...params,
    when: (payload) =>
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0] ?? ''))),
  };
}
