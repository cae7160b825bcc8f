/**
 * The description's random integer helper: a whole number in [start, end], both ends
 * included. Arguments are valid when start >= 0, end > 0 and end >= start, and both are
 * safe integers (pinned: a fraction is invalid); otherwise the answer is 0.
 * `random` returns a value in [0, 1) like Math.random; tests inject a fixed one. A value
 * outside that range is clamped (NaN counts as 0) so the answer always stays in [start, end].
 */
export function randomInt(start: number, end: number, random: () => number = Math.random): number {
  const valid =
    Number.isSafeInteger(start) &&
    Number.isSafeInteger(end) &&
    start >= 0 &&
    end > 0 &&
    end >= start;
  if (!valid) return 0;
  const span = end - start + 1;
  const drawn = random();
  const fraction = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 1) : 0;
  return start + Math.min(Math.floor(fraction * span), span - 1);
}
