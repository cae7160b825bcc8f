/**
 * npm run verify -- <what> [options]: checks anyone can run against the platform's records.
 * Each subcommand is its own script, imported only when asked for: `liabilities` exports
 * `main(args)`; the others read their options from argv as if run on their own.
 */
import path from 'node:path';

type Run = (args: string[], cwd: string) => Promise<number>;

/** A script that reads process.argv when imported and sets process.exitCode. */
const script =
  (file: string): Run =>
  async (args) => {
    process.argv = [process.argv[0]!, process.argv[1]!, ...args];
    await import(file);
    return Number(process.exitCode ?? 0);
  };

const SUBCOMMANDS: Record<string, { run: Run; about: string }> = {
  settlements: {
    run: script('./verify-settlements.ts'),
    about: 'recompute settlements in a window from the tick log',
  },
  boxes: {
    run: script('./verify-boxes.ts'),
    about: 'recompute blind-box draws from the public API',
  },
  liabilities: {
    run: async (args, cwd) => (await import('./verify-liabilities')).main(args, console.log, cwd),
    about: 'check a balance inclusion proof offline',
  },
  reserves: {
    run: async (args) => (await import('./verify-reserves')).main(args),
    about: 'check the published proof of reserves against the chain',
  },
};

const [name, ...rest] = process.argv.slice(2);
const sub = name ? SUBCOMMANDS[name] : undefined;
if (!sub) {
  console.error(`usage: npm run verify -- <${Object.keys(SUBCOMMANDS).join('|')}> [options]`);
  for (const [k, v] of Object.entries(SUBCOMMANDS)) console.error(`  ${k.padEnd(12)} ${v.about}`);
  process.exitCode = 2;
} else {
  // npm runs this inside apps/server; file arguments are meant from where the user typed them.
  const cwd = process.env.INIT_CWD ? path.resolve(process.env.INIT_CWD) : process.cwd();
  process.exitCode = await sub.run(rest, cwd);
}
