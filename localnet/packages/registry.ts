// The Move packages this node carries besides the framework (0x1/0x2): the finance engineer's
// packages, registered through `financePackages()` in ./finance/index.ts.
import { financePackages } from './finance/index.ts';
import type { NativePackage } from './types.ts';

export function nativePackages(): NativePackage[] {
  return financePackages();
}
