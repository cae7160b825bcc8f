/**
 * npm run verify -- <subcommand> ...: the integrity checks anyone can run. Each subcommand is
 * its own file exporting `main(args)`, which returns the exit code.
 */
import path from 'node:path';

const SUBCOMMANDS: Record<
  string,
  () => Promise<{
    main(args: readonly string[], out?: (l: string) => void, cwd?: string): Promise<number>;
  }>
> = {
  liabilities: () => import('./verify-liabilities'),
};

const [name, ...rest] = process.argv.slice(2);
const load = name ? SUBCOMMANDS[name] : undefined;
if (!load) {
  console.log(`usage: npm run verify -- <${Object.keys(SUBCOMMANDS).join('|')}> ...`);
  process.exitCode = 2;
} else {
  // npm runs this inside apps/server; file arguments are meant from where the user typed them.
  const cwd = process.env.INIT_CWD ? path.resolve(process.env.INIT_CWD) : process.cwd();
  process.exitCode = await (await load()).main(rest, console.log, cwd);
}
