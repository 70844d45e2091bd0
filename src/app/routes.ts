// Route path -> page file (docs/product.md §2). Every page module default-exports its component.
// Kept apart from router.tsx so a unit test can check that every file exists and is wired.

export const PAGE_ROUTES: Record<string, string> = {
  '/': 'features/home/pages/home-page.tsx',
  language: 'features/language/pages/language-page.tsx',
  pledge1: 'features/pledge/pages/pledge-page.tsx',
  pledgeDetails1: 'features/pledge/pages/pledge-details-page.tsx',
  flow: 'features/flow/pages/flow-page.tsx',
  flowDetails: 'features/flow/pages/flow-details-page.tsx',
  assets: 'features/assets/pages/assets-page.tsx',
  suilPledge: 'features/suil/pages/suil-pledge-page.tsx',
  suiLLog: 'features/suil/pages/suil-log-page.tsx',
  income: 'features/income/pages/income-page.tsx',
  community: 'features/community/pages/community-page.tsx',
  communitySuil: 'features/community/pages/community-suil-page.tsx',
  communityDetail: 'features/community/pages/community-detail-page.tsx',
  hashrate: 'features/hashrate/pages/hashrate-page.tsx',
  hashrateLog: 'features/hashrate/pages/hashrate-log-page.tsx',
  collection: 'features/hashrate/pages/collection-page.tsx',
  ecology: 'features/ecology/pages/ecology-page.tsx',
  btc: 'features/coins/pages/btc-page.tsx',
  sui: 'features/coins/pages/sui-page.tsx',
  exchange: 'features/exchange/pages/exchange-page.tsx',
  financial: 'features/bank/pages/financial-page.tsx',
  financialDetails: 'features/bank/pages/financial-details-page.tsx',
  subscription: 'features/bank/pages/subscription-page.tsx',
  share: 'features/share/pages/share-page.tsx',
  notice: 'features/notice/pages/notice-page.tsx',
  dynamic: 'features/dynamic/pages/dynamic-page.tsx',
  not_bound: 'features/not-bound/pages/not-bound-page.tsx',
};

/** `home` is an alias of the index and keeps its query string. */
export const HOME_ALIAS = 'home';
