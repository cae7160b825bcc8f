import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileToken, TOKEN_ARTIFACT } from './compile';

describe('the test token artifact', () => {
  it('is what the pinned compiler makes of the committed source', () => {
    const committed = JSON.parse(fs.readFileSync(TOKEN_ARTIFACT, 'utf8')) as ReturnType<
      typeof compileToken
    >;
    const fresh = compileToken();
    expect(fresh.compiler).toBe(committed.compiler);
    expect(fresh.bytecode).toBe(committed.bytecode);
    expect(fresh.abi).toEqual(committed.abi);
  });
});
