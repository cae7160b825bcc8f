/**
 * npm run verify -- <what> [options]: checks anyone can run against the platform's records.
 * Each subcommand is its own script, imported only when asked for, with the rest of the
 * arguments after the subcommand's name.
 */
import fs from 'node:fs';

const SUBCOMMANDS: Record<string, { file: string; about: string }> = {
  settlements: {
    file: './verify-settlements.ts',
    about: 'recompute settlements in a window from the tick log',
  },
  boxes: { file: './verify-boxes.ts', about: 'recompute blind-box draws from the public API' },
  liabilities: {
    file: './verify-liabilities.ts',
    about: 'check a balance inclusion proof offline',
  },
};

const [name, ...rest] = process.argv.slice(2);
const sub = name ? SUBCOMMANDS[name] : undefined;
if (!sub) {
  console.error(`usage: npm run verify -- <${Object.keys(SUBCOMMANDS).join('|')}> [options]`);
  for (const [k, v] of Object.entries(SUBCOMMANDS)) console.error(`  ${k.padEnd(12)} ${v.about}`);
  process.exit(2);
}
if (!fs.existsSync(new URL(sub.file, import.meta.url))) {
  console.error(`verify ${name}: not available in this build`);
  process.exit(2);
}
// The subcommand reads its options from argv as if it had been run on its own.
process.argv = [process.argv[0]!, process.argv[1]!, ...rest];
await import(sub.file);
