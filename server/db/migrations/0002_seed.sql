-- Starting content for the operator-filled tables. Each block inserts only into an empty
-- table, so an operator's own rows are never touched or duplicated. Amounts are base units:
-- SUI and SUIL have 9 decimals, USDC 6.

INSERT INTO node_tiers (tier, sort, coin, price, limited_count, weighted_dividend_bps, fee_share_bps, gift_suil, auto_return_days)
SELECT * FROM (VALUES
  ('primary', 1, 'USDC', 1000000000::numeric, 500, 10000, 1000, 1000000000000::numeric, 180),
  ('intermediate', 2, 'USDC', 3000000000::numeric, 200, 35000, 2000, 3500000000000::numeric, 270),
  ('advanced', 3, 'USDC', 10000000000::numeric, 50, 130000, 3000, 12000000000000::numeric, 360)
) AS seed (tier, sort, coin, price, limited_count, weighted_dividend_bps, fee_share_bps, gift_suil, auto_return_days)
WHERE NOT EXISTS (SELECT 1 FROM node_tiers);

INSERT INTO bank_products (id, sort, coin, daily_rate_bps, lock_days, min_amount, fee_bps)
SELECT * FROM (VALUES
  ('sui-7', 1, 'SUI', 10, 7, 10000000000::numeric, 300),
  ('sui-30', 2, 'SUI', 15, 30, 50000000000::numeric, 300),
  ('sui-90', 3, 'SUI', 20, 90, 100000000000::numeric, 300),
  ('usdc-7', 4, 'USDC', 8, 7, 50000000::numeric, 300)
) AS seed (id, sort, coin, daily_rate_bps, lock_days, min_amount, fee_bps)
WHERE NOT EXISTS (SELECT 1 FROM bank_products);

INSERT INTO bank_product_names (product_id, locale, name)
SELECT * FROM (VALUES
  ('sui-7', 'en_US', 'SUI Savings, 7 days'),
  ('sui-30', 'en_US', 'SUI Savings, 30 days'),
  ('sui-90', 'en_US', 'SUI Savings, 90 days'),
  ('usdc-7', 'en_US', 'USDC Savings, 7 days'),
  ('sui-7', 'zh_CN', 'SUI 储蓄 · 7 天'),
  ('sui-30', 'zh_CN', 'SUI 储蓄 · 30 天'),
  ('sui-90', 'zh_CN', 'SUI 储蓄 · 90 天'),
  ('usdc-7', 'zh_CN', 'USDC 储蓄 · 7 天')
) AS seed (product_id, locale, name)
WHERE NOT EXISTS (SELECT 1 FROM bank_product_names);

INSERT INTO notices (id, category, published_at)
SELECT * FROM (VALUES
  (1, 'notice', '2026-11-02T08:00:00Z'::timestamptz),
  (2, 'notice', '2026-11-09T08:00:00Z'::timestamptz),
  (3, 'notice', '2026-11-16T08:00:00Z'::timestamptz),
  (4, 'dynamic', '2026-11-05T12:00:00Z'::timestamptz),
  (5, 'dynamic', '2026-11-12T12:00:00Z'::timestamptz),
  (6, 'dynamic', '2026-11-19T12:00:00Z'::timestamptz)
) AS seed (id, category, published_at)
WHERE NOT EXISTS (SELECT 1 FROM notices);
SELECT setval(pg_get_serial_sequence('notices', 'id'), GREATEST((SELECT MAX(id) FROM notices), 1));

INSERT INTO notice_texts (notice_id, locale, title, summary, body_html)
SELECT * FROM (VALUES
  (1, 'en_US', 'Welcome to SuiL',
   'SuiL is live: add liquidity from 20 SUI, claim your SUIL rewards and swap them whenever you like.',
   '<p>SuiL is live. Add liquidity from <strong>20 SUI</strong>, watch your rewards grow every day, and claim them as SUIL or straight into SUI.</p><p>Sign in with your wallet to see your records, team and income. We never ask for your recovery phrase.</p>'),
  (1, 'zh_CN', '欢迎来到 SuiL',
   'SuiL 已上线：20 SUI 起即可添加流动性，随时领取 SUIL 奖励并兑换。',
   '<p>SuiL 已正式上线。<strong>20 SUI</strong> 起即可添加流动性，奖励每日增长，可领取为 SUIL 或直接兑换为 SUI。</p><p>使用钱包签名登录即可查看记录、团队和收益。我们绝不会索要您的助记词。</p>'),
  (2, 'en_US', 'Bank savings are open',
   'Lock SUI or USDC for 7 days or more and earn income every day. A 3% fee applies to income only.',
   '<p>The bank is open. Choose a savings product, lock SUI or USDC from your topped-up balance for at least <strong>7 days</strong>, and income is released every day.</p><ul><li>A 3% handling fee applies to income only; your principal comes back in full.</li><li>If you leave the principal in after maturity, the product renews automatically.</li></ul>'),
  (3, 'en_US', 'Node sale: limited places',
   'Primary, intermediate and advanced nodes are on sale while places last, each with a SUIL gift.',
   '<p>Nodes are on sale in three tiers. Each tier has a limited number of places, a weighted share of the node dividend, a share of transaction fees and a SUIL gift.</p><p>The purchase price is returned to your balance automatically after the tier''s holding period.</p>'),
  (4, 'en_US', 'Community meetup in Singapore',
   'More than 200 members met in Singapore to talk about liquidity, safety and what comes next.',
   '<p>More than 200 members joined us in Singapore for an evening of talks on liquidity mining, wallet safety and the road ahead. Thank you to everyone who came along.</p>'),
  (5, 'en_US', 'Wallet safety week',
   'Five habits that keep your assets safe: check links, verify addresses and never share your phrase.',
   '<p>This week community leaders ran short sessions on wallet safety:</p><ol><li>Open SuiL only from the link you trust.</li><li>Check the address before every transfer.</li><li>Never share your recovery phrase with anyone.</li><li>Read what a wallet asks you to sign.</li><li>Keep your wallet app up to date.</li></ol>'),
  (6, 'en_US', 'Top teams of November',
   'Congratulations to the teams that grew their community performance the most this month.',
   '<p>Congratulations to this month''s fastest-growing teams. Community performance counts the SUI staked by everyone in a team, and it is what lifts friend levels.</p>')
) AS seed (notice_id, locale, title, summary, body_html)
WHERE NOT EXISTS (SELECT 1 FROM notice_texts);

INSERT INTO content_pages (slug, locale, title, body_html, updated_at)
SELECT * FROM (VALUES
  ('ecology', 'en_US', 'The SuiL ecosystem',
   '<p>SuiL brings liquidity, savings and rewards together on Sui.</p><ul><li><strong>Liquidity pool</strong>: add SUI and earn SUIL every day.</li><li><strong>Hashrate mining</strong>: claim rewards and exchange them in one step.</li><li><strong>Bank</strong>: savings products with daily income.</li><li><strong>Nodes</strong>: a share of dividends and fees for node holders.</li></ul>',
   '2026-11-01T00:00:00Z'::timestamptz),
  ('btc', 'en_US', 'Bitcoin (BTC)',
   '<p>Bitcoin is the first decentralized digital currency, launched in 2009. Its supply is capped at 21 million coins, and new coins are issued to miners at a rate that halves roughly every four years.</p><p>Many people treat it as a long-term store of value; its price can move sharply, so only commit what you can afford to hold through the swings.</p>',
   '2026-11-01T00:00:00Z'::timestamptz),
  ('sui', 'en_US', 'Sui (SUI)',
   '<p>Sui is a layer-1 blockchain built around objects, which lets unrelated transactions run in parallel and settle in well under a second.</p><p>SUI pays for transaction fees and secures the network through staking. In SuiL it is the coin you add to the liquidity pool and the coin your income is paid in.</p>',
   '2026-11-01T00:00:00Z'::timestamptz)
) AS seed (slug, locale, title, body_html, updated_at)
WHERE NOT EXISTS (SELECT 1 FROM content_pages);
