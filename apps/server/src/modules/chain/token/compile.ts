import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Compiles the test token with the pinned solc (a dev dependency) and the settings the committed
 * artifact was built with. `npm run chain:compile` rewrites the artifact; the token test compiles
 * again and requires the same bytecode, so the artifact cannot drift from its source.
 */
export const TOKEN_SOURCE = path.join(import.meta.dirname, 'TestUSDT.sol');
export const TOKEN_ARTIFACT = path.join(import.meta.dirname, 'TestUSDT.json');

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>;
  contracts: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
  >;
}

export function compileToken(): { compiler: string; abi: unknown[]; bytecode: `0x${string}` } {
  const require = createRequire(import.meta.url);
  const solc = require('solc') as { compile(input: string): string; version(): string };
  const input = {
    language: 'Solidity',
    sources: { 'TestUSDT.sol': { content: fs.readFileSync(TOKEN_SOURCE, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts['TestUSDT.sol']!.TestUSDT!;
  return { compiler: solc.version(), abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(TOKEN_ARTIFACT, `${JSON.stringify(compileToken(), null, 2)}\n`);
  process.stdout.write(`wrote ${TOKEN_ARTIFACT}\n`);
}
