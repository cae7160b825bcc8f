/** `file` and everything it imports, each after what it imports (a depth-first post-order). */
export function dependenciesFirst(file: string, importsOf: (file: string) => string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const dep of importsOf(f)) visit(dep);
    out.push(f);
  };
  visit(file);
  return out;
}
