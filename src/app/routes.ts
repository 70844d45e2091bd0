// Route paths (docs/product.md §2). Kept free of page imports so that Node code (e2e specs)
// can list the routes; each path's page is a typed lazy import in pages.ts, whose type makes
// `tsc` fail when a path here has no page there or the other way round.

export const PAGE_PATHS = [
  '/',
  'language',
  'pledge1',
  'pledgeDetails1',
  'flow',
  'flowDetails',
  'assets',
  'suilPledge',
  'suiLLog',
  'income',
  'community',
  'communitySuil',
  'communityDetail',
  'hashrate',
  'hashrateLog',
  'collection',
  'ecology',
  'btc',
  'sui',
  'exchange',
  'financial',
  'financialDetails',
  'subscription',
  'share',
  'notice',
  'dynamic',
  'not_bound',
  'notifications',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** `home` is an alias of the index and keeps its query string. */
export const HOME_ALIAS = 'home';
