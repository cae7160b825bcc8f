/** An artwork code from the address (as the server writes them), or null. */
export function codeParam(value: string | null): string | null {
  const v = value?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9-]{4,40}$/.test(v) ? v : null;
}

export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
