import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { deepImports, indexExports, namesUsed } from '../../antd-imports';

const require = createRequire(import.meta.url);
const index = indexExports(fs.readFileSync(require.resolve('antd-mobile/es/index.js'), 'utf8'));

describe('the build imports antd-mobile per component', () => {
  it('knows every name the index exports, components and functions alike', () => {
    expect(index.get('Button')).toEqual({ from: 'components/button', name: 'default' });
    expect(index.get('PullToRefresh')).toEqual({
      from: 'components/pull-to-refresh',
      name: 'default',
    });
    expect(index.get('setDefaultConfig')).toEqual({
      from: 'components/config-provider',
      name: 'setDefaultConfig',
    });
    expect(index.size).toBeGreaterThan(70);
  });

  it('writes one import per name on the same lines, keeping local names', () => {
    const code = [
      'import { Button, Popup as Sheet,',
      "  setDefaultConfig } from 'antd-mobile';",
      "import { useState } from 'react';",
      'export const x = 1;',
    ].join('\n');
    const out = deepImports(code, index).split('\n');
    expect(out).toHaveLength(4);
    expect(out[0]).toBe(
      "import Button from 'antd-mobile/es/components/button'; " +
        "import Sheet from 'antd-mobile/es/components/popup'; " +
        "import { setDefaultConfig as setDefaultConfig } from 'antd-mobile/es/components/config-provider';",
    );
    expect(out[1]).toBe('');
    expect(out.slice(2)).toEqual(["import { useState } from 'react';", 'export const x = 1;']);
  });

  it('refuses a name the index does not have, rather than build a broken import', () => {
    expect(() => deepImports("import { Nope } from 'antd-mobile';", index)).toThrow(/Nope/);
  });

  it("reads the names the app's source imports, leaving type-only names out", () => {
    const code = [
      "import { Popup, type PopupProps, Button as B } from 'antd-mobile';",
      "import type { SliderProps } from 'antd-mobile';",
      "import { Toast } from 'antd-mobile';",
    ].join('\n');
    expect(namesUsed(code)).toEqual(['Popup', 'Button', 'Toast']);
  });
});
