/**
 * Content bodies are plain text: paragraphs separated by blank lines, lines by `\n`.
 * They are rendered as text nodes (never as HTML), so nothing in a body can run.
 */
export type Paragraph = readonly string[];

/** Upper bound on paragraphs rendered from one body (the server caps bodies at 20,000 characters). */
export const PARAGRAPHS_MAX = 500;

export function toParagraphs(body: string | null | undefined): Paragraph[] {
  if (!body) return [];
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .slice(0, PARAGRAPHS_MAX);
}
