// Every route's page but the home page as a typed lazy import: a renamed page module, a lost
// default export or a default export that is not a component fails `tsc`, not a test. The home
// page is the first paint (prerendered into index.html) and comes with the app's entry instead
// (router.tsx imports it), so it has no chunk of its own.
import type { ComponentType } from 'react';
import type { PagePath } from './routes';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export const LAZY_PAGES: Record<Exclude<PagePath, '/'>, PageLoader> = {
  language: () => import('../features/language/pages/language-page'),
  pledge1: () => import('../features/liquidity/pages/pledge-page'),
  pledgeDetails1: () => import('../features/liquidity/pages/pledge-details-page'),
  flow: () => import('../features/liquidity/pages/flow-page'),
  flowDetails: () => import('../features/liquidity/pages/flow-details-page'),
  assets: () => import('../features/assets/pages/assets-page'),
  suilPledge: () => import('../features/suil/pages/suil-pledge-page'),
  suiLLog: () => import('../features/suil/pages/suil-log-page'),
  income: () => import('../features/income/pages/income-page'),
  community: () => import('../features/community/pages/community-page'),
  communitySuil: () => import('../features/community/pages/community-suil-page'),
  communityDetail: () => import('../features/community/pages/community-detail-page'),
  hashrate: () => import('../features/hashrate/pages/hashrate-page'),
  hashrateLog: () => import('../features/hashrate/pages/hashrate-log-page'),
  collection: () => import('../features/hashrate/pages/collection-page'),
  ecology: () => import('../features/ecology/pages/ecology-page'),
  btc: () => import('../features/coins/pages/btc-page'),
  sui: () => import('../features/coins/pages/sui-page'),
  exchange: () => import('../features/exchange/pages/exchange-page'),
  financial: () => import('../features/bank/pages/financial-page'),
  financialDetails: () => import('../features/bank/pages/financial-details-page'),
  subscription: () => import('../features/bank/pages/subscription-page'),
  share: () => import('../features/share/pages/share-page'),
  notice: () => import('../features/notice/pages/notice-page'),
  dynamic: () => import('../features/dynamic/pages/dynamic-page'),
  not_bound: () => import('../features/not-bound/pages/not-bound-page'),
  notifications: () => import('../features/notifications/pages/notifications-page'),
};
