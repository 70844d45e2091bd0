// The app's layer rules (eslint.config.js, import-x/no-restricted-paths) catch what they are for:
// each case lints one import line as if it were written in a given file, against real files, so
// a resolver that stops resolving (every import unresolved, every zone silent) fails here.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function zoneErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('layer rules', () => {
  it('a feature imports no other feature, by any path', async () => {
    expect(await zoneErrors('src/features/liquidity/pages/check.tsx', "import { imported } from '../../suil/lib/suil-rules';")).toHaveLength(1);
    expect(await zoneErrors('src/features/liquidity/pages/check.tsx', "import { imported } from '../../../features/hashrate/hooks/use-claim';")).toHaveLength(1);
  });

  it('a feature imports its own files and the shared layers', async () => {
    expect(await zoneErrors('src/features/liquidity/pages/check.tsx', "import { imported } from '../lib/pledge-rules';")).toEqual([]);
    expect(await zoneErrors('src/features/liquidity/pages/check.tsx', "import { imported } from '../../../hooks/use-amount-form';")).toEqual([]);
    expect(await zoneErrors('src/features/liquidity/pages/check.tsx', "import { imported } from '../../../components/submit-bar';")).toEqual([]);
  });

  it('hooks/ and components/ import no feature and not the app shell', async () => {
    expect(await zoneErrors('src/hooks/check.ts', "import { imported } from '../features/home/hooks/use-balances';")).toHaveLength(1);
    expect(await zoneErrors('src/components/check.tsx', "import { imported } from '../features/liquidity/lib/pledge-rules';")).toHaveLength(1);
    expect(await zoneErrors('src/components/check.tsx', "import { imported } from '../app/route-page';")).toHaveLength(1);
  });

  it('src/ reaches server/ and localnet/ only from src/test/, and reads the contract from contract/', async () => {
    expect(await zoneErrors('src/api/check.ts', "import { imported } from '../../server/http';")).toHaveLength(1);
    expect(await zoneErrors('src/chain/check.test.ts', "import { imported } from '../../localnet/testing';")).toHaveLength(1);
    expect(await zoneErrors('src/test/check.ts', "import { imported } from '../../localnet/testing';")).toEqual([]);
    expect(await zoneErrors('src/api/check.ts', "import { imported } from '../../contract/api';")).toEqual([]);
  });

  it('contract/ imports neither program', async () => {
    expect(await zoneErrors('contract/check.ts', "import { imported } from '../src/api/paging';")).toHaveLength(1);
    expect(await zoneErrors('contract/check.ts', "import { imported } from '../server/http.ts';")).toHaveLength(1);
  });
});
