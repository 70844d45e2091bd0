// Every feature page of the app shell renders its real layout with no missing text, without
// a wallet and with a signed-in one (the two ends of what the pages gate on).
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { connectBurnerWallet, createTestDAppKit, renderForTest } from '../test/render-for-test';
import { useAuthStore } from '../stores/auth';
import AssetsPage from './assets/pages/assets-page';
import FinancialDetailsPage from './bank/pages/financial-details-page';
import FinancialPage from './bank/pages/financial-page';
import SubscriptionPage from './bank/pages/subscription-page';
import BtcPage from './coins/pages/btc-page';
import SuiPage from './coins/pages/sui-page';
import CommunityDetailPage from './community/pages/community-detail-page';
import CommunityPage from './community/pages/community-page';
import CommunitySuilPage from './community/pages/community-suil-page';
import DynamicPage from './dynamic/pages/dynamic-page';
import EcologyPage from './ecology/pages/ecology-page';
import ExchangePage from './exchange/pages/exchange-page';
import FlowDetailsPage from './liquidity/pages/flow-details-page';
import FlowPage from './liquidity/pages/flow-page';
import CollectionPage from './hashrate/pages/collection-page';
import HashrateLogPage from './hashrate/pages/hashrate-log-page';
import HashratePage from './hashrate/pages/hashrate-page';
import IncomePage from './income/pages/income-page';
import NotBoundPage from './not-bound/pages/not-bound-page';
import NoticePage from './notice/pages/notice-page';
import PledgeDetailsPage from './liquidity/pages/pledge-details-page';
import PledgePage from './liquidity/pages/pledge-page';
import SharePage from './share/pages/share-page';
import SuilLogPage from './suil/pages/suil-log-page';
import SuilPledgePage from './suil/pages/suil-pledge-page';

const PAGES: [url: string, Page: ComponentType, title: string][] = [
  ['/pledge1', PledgePage, 'Liquidity pledge'],
  ['/pledgeDetails1?id=1', PledgeDetailsPage, 'Pledge details'],
  ['/flow', FlowPage, 'Liquidity pool'],
  ['/flowDetails?id=1', FlowDetailsPage, 'Liquidity details'],
  ['/assets', AssetsPage, 'Assets'],
  ['/suilPledge', SuilPledgePage, 'SuiL pledge'],
  ['/suiLLog', SuilLogPage, 'SuiL log'],
  ['/income', IncomePage, 'Income'],
  ['/community', CommunityPage, 'Community'],
  ['/communitySuil', CommunitySuilPage, 'SuiL community'],
  ['/communityDetail', CommunityDetailPage, 'Community details'],
  ['/hashrate', HashratePage, 'Hashrate mining'],
  ['/hashrateLog', HashrateLogPage, 'Hashrate records'],
  ['/collection', CollectionPage, 'Claim records'],
  ['/ecology', EcologyPage, 'Ecosystem'],
  ['/btc', BtcPage, 'BTC'],
  ['/sui', SuiPage, 'SUI'],
  ['/exchange', ExchangePage, 'Exchange'],
  ['/financial', FinancialPage, 'Bank'],
  ['/financialDetails?id=1', FinancialDetailsPage, 'Subscription details'],
  ['/subscription', SubscriptionPage, 'Subscribe'],
  ['/share', SharePage, 'Invite friends'],
  ['/notice', NoticePage, 'Notices'],
  ['/dynamic', DynamicPage, 'Community style'],
  ['/not_bound', NotBoundPage, 'Bind inviter'],
];

const SECTIONS =
  'liquidity|pledge|flow|assets|suil|income|community|hashrate|ecology|coins|exchange|bank|share|notice|dynamic|notBound|validation|components';
// i18next shows a missing key as the key itself, e.g. "pledge.title". Every key starts in lower
// case, so a sentence ending in a section's word ("…before adding liquidity.Inviter") is not one.
const RAW_KEY = new RegExp(`\\b(${SECTIONS})\\.[a-z]`);

function expectTitleAndNoRawKeys(title: string) {
  expect(document.querySelector('.rv-nav-bar__title')?.textContent).toBe(title);
  expect(document.body.textContent).not.toMatch(RAW_KEY);
  expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}/);
}

describe('feature pages', () => {
  it.each(PAGES)('%s renders without a wallet', (url, Page, title) => {
    renderForTest(<Page />, { url });
    expectTitleAndNoRawKeys(title);
  });

  it.each(PAGES)('%s renders for a signed-in wallet', async (url, Page, title) => {
    const dAppKit = createTestDAppKit();
    renderForTest(<Page />, { url, dAppKit });
    await act(async () => {
      useAuthStore.getState().setSession('token', await connectBurnerWallet(dAppKit));
    });
    expectTitleAndNoRawKeys(title);
    expect(screen.queryByText('Connect Wallet')).toBeNull();
    useAuthStore.getState().clearSession();
  });
});
