-- The seeded content in all six languages of the app. Notices, community dynamics, the
-- ecology / BTC / SUI pages and the bank product names were seeded by 0002 in en_US (plus the
-- welcome notice and the product names in zh_CN), so every other language was served the
-- English fallback. This adds zh_CN, zh_TW, ja_JP, ko_KR and en_IN for every seeded row.
--
-- en_IN has rows of its own, not an implicit fallback: the text is en_US's where Indian English
-- reads the same, with Indian (British) spelling where it differs ("decentralised").
--
-- A translation is added only where the seeded English is still there unchanged (same id and
-- en_US title or name): an operator who rewrote or replaced a seeded row does not get a
-- translation of text that no longer exists. Rows already present (the zh_CN ones of 0002, or
-- an operator's own) are kept: ON CONFLICT DO NOTHING.
--
-- The locale columns only ever hold one of the six locales. NOT VALID: new and updated rows
-- are checked, and a stray row typed in by hand before this migration does not stop the server
-- from starting (it is never served: the API asks only for the six).

ALTER TABLE notice_texts ADD CONSTRAINT notice_texts_locale_check
  CHECK (locale IN ('en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN')) NOT VALID;
ALTER TABLE content_pages ADD CONSTRAINT content_pages_locale_check
  CHECK (locale IN ('en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN')) NOT VALID;
ALTER TABLE bank_product_names ADD CONSTRAINT bank_product_names_locale_check
  CHECK (locale IN ('en_US', 'zh_CN', 'zh_TW', 'ja_JP', 'ko_KR', 'en_IN')) NOT VALID;

WITH seeded (notice_id, en_title) AS (VALUES
  (1, 'Welcome to SuiL'),
  (2, 'Bank savings are open'),
  (3, 'Node sale: limited places'),
  (4, 'Community meetup in Singapore'),
  (5, 'Wallet safety week'),
  (6, 'Top teams of November')
)
INSERT INTO notice_texts (notice_id, locale, title, summary, body_html)
SELECT t.notice_id, t.locale, t.title, t.summary, t.body_html
FROM (VALUES
  -- 1: Welcome to SuiL (zh_CN came with 0002)
  (1, 'zh_TW', '歡迎來到 SuiL',
   'SuiL 已上線：20 SUI 起即可添加流動性，隨時領取 SUIL 獎勵並兌換。',
   '<p>SuiL 已正式上線。<strong>20 SUI</strong> 起即可添加流動性，獎勵每日增長，可領取為 SUIL 或直接兌換為 SUI。</p><p>使用錢包簽名登入即可查看紀錄、團隊和收益。我們絕不會向您索取助記詞。</p>'),
  (1, 'ja_JP', 'SuiL へようこそ',
   'SuiL がスタートしました。20 SUI から流動性を追加でき、SUIL の報酬はいつでも受け取って交換できます。',
   '<p>SuiL が正式にスタートしました。<strong>20 SUI</strong> から流動性を追加でき、報酬は毎日増えていきます。報酬は SUIL で受け取ることも、そのまま SUI に交換することもできます。</p><p>ウォレットでサインインすると、記録・チーム・収益を確認できます。リカバリーフレーズをお尋ねすることは決してありません。</p>'),
  (1, 'ko_KR', 'SuiL에 오신 것을 환영합니다',
   'SuiL이 출시되었습니다. 20 SUI부터 유동성을 추가하고, SUIL 보상을 받아 언제든지 교환하세요.',
   '<p>SuiL이 정식 출시되었습니다. <strong>20 SUI</strong>부터 유동성을 추가할 수 있으며, 보상은 매일 쌓이고 SUIL로 받거나 바로 SUI로 교환할 수 있습니다.</p><p>지갑으로 로그인하면 기록, 팀, 수익을 확인할 수 있습니다. 저희는 절대로 복구 문구를 요청하지 않습니다.</p>'),
  (1, 'en_IN', 'Welcome to SuiL',
   'SuiL is live: add liquidity from 20 SUI, claim your SUIL rewards and swap them whenever you like.',
   '<p>SuiL is live. Add liquidity from <strong>20 SUI</strong>, watch your rewards grow every day, and claim them as SUIL or straight into SUI.</p><p>Sign in with your wallet to see your records, team and income. We never ask for your recovery phrase.</p>'),

  -- 2: Bank savings are open
  (2, 'zh_CN', '银行储蓄正式开放',
   '锁定 SUI 或 USDC 7 天及以上，每日获得收益。仅对收益收取 3% 手续费。',
   '<p>银行已开放。选择一款储蓄产品，从已充值的余额中锁定 SUI 或 USDC 至少 <strong>7 天</strong>，收益每日释放。</p><ul><li>仅对收益收取 3% 手续费，本金全额返还。</li><li>到期后本金未取出的，产品将自动续期。</li></ul>'),
  (2, 'zh_TW', '銀行儲蓄正式開放',
   '鎖定 SUI 或 USDC 7 天以上，每日獲得收益。僅對收益收取 3% 手續費。',
   '<p>銀行已開放。選擇一項儲蓄產品，從已儲值的餘額中鎖定 SUI 或 USDC 至少 <strong>7 天</strong>，收益每日釋放。</p><ul><li>僅對收益收取 3% 手續費，本金全額退還。</li><li>到期後若未提取本金，產品將自動續期。</li></ul>'),
  (2, 'ja_JP', '銀行の預金を始めました',
   'SUI または USDC を 7 日以上預け入れると、毎日収益が得られます。3% の手数料は収益にのみかかります。',
   '<p>銀行がオープンしました。預金商品を選び、チャージ済みの残高から SUI または USDC を <strong>7 日</strong>以上預け入れると、収益が毎日支払われます。</p><ul><li>3% の手数料は収益にのみかかり、元本は全額戻ります。</li><li>満期後も元本を預けたままにすると、自動で更新されます。</li></ul>'),
  (2, 'ko_KR', '은행 예금이 열렸습니다',
   'SUI 또는 USDC를 7일 이상 예치하면 매일 수익을 받을 수 있습니다. 3% 수수료는 수익에만 부과됩니다.',
   '<p>은행이 문을 열었습니다. 예금 상품을 선택하고 충전한 잔액에서 SUI 또는 USDC를 최소 <strong>7일</strong> 동안 예치하면 수익이 매일 지급됩니다.</p><ul><li>3% 수수료는 수익에만 부과되며, 원금은 전액 돌려받습니다.</li><li>만기 후에도 원금을 그대로 두면 상품이 자동으로 연장됩니다.</li></ul>'),
  (2, 'en_IN', 'Bank savings are open',
   'Lock SUI or USDC for 7 days or more and earn income every day. A 3% fee applies to income only.',
   '<p>The bank is open. Choose a savings product, lock SUI or USDC from your topped-up balance for at least <strong>7 days</strong>, and income is released every day.</p><ul><li>A 3% handling fee applies to income only; your principal comes back in full.</li><li>If you leave the principal in after maturity, the product renews automatically.</li></ul>'),

  -- 3: Node sale: limited places
  (3, 'zh_CN', '节点限量发售',
   '初级、中级、高级节点限量发售，售完即止，每个节点均赠送 SUIL。',
   '<p>节点分三个等级发售。每个等级名额有限，可获得节点加权分红、交易手续费分成，并赠送 SUIL。</p><p>持有期满后，购买金额将自动返还到您的余额。</p>'),
  (3, 'zh_TW', '節點限量發售',
   '初級、中級、高級節點限量發售，售完為止，每個節點皆贈送 SUIL。',
   '<p>節點分為三個等級發售。每個等級名額有限，可獲得節點加權分紅、交易手續費分成，並贈送 SUIL。</p><p>持有期滿後，購買金額將自動退還至您的餘額。</p>'),
  (3, 'ja_JP', 'ノード販売：数量限定',
   '初級・中級・上級ノードを数量限定で販売中です。なくなり次第終了、どのノードにも SUIL の特典が付きます。',
   '<p>ノードは 3 つのランクで販売しています。どのランクも枠に限りがあり、ノード配当の加重分配、取引手数料の分配、SUIL の特典が付きます。</p><p>購入代金は、ランクごとの保有期間が終わると自動で残高に返還されます。</p>'),
  (3, 'ko_KR', '노드 한정 판매',
   '초급·중급·고급 노드를 한정 수량으로 판매합니다. 조기 마감될 수 있으며, 모든 노드에 SUIL 사은품이 제공됩니다.',
   '<p>노드는 세 가지 등급으로 판매됩니다. 등급마다 수량이 한정되어 있으며, 노드 배당의 가중 분배, 거래 수수료 분배, SUIL 사은품이 제공됩니다.</p><p>구매 금액은 등급별 보유 기간이 끝나면 잔액으로 자동 반환됩니다.</p>'),
  (3, 'en_IN', 'Node sale: limited places',
   'Primary, intermediate and advanced nodes are on sale while places last, each with a SUIL gift.',
   '<p>Nodes are on sale in three tiers. Each tier has a limited number of places, a weighted share of the node dividend, a share of transaction fees and a SUIL gift.</p><p>The purchase price is returned to your balance automatically after the tier''s holding period.</p>'),

  -- 4: Community meetup in Singapore (dynamic)
  (4, 'zh_CN', '新加坡社区见面会',
   '200 多位成员齐聚新加坡，共同探讨流动性、资产安全与未来规划。',
   '<p>200 多位成员在新加坡与我们相聚，度过了一个围绕流动性挖矿、钱包安全和未来发展的交流之夜。感谢每一位到场的朋友。</p>'),
  (4, 'zh_TW', '新加坡社群見面會',
   '200 多位成員齊聚新加坡，共同探討流動性、資產安全與未來規劃。',
   '<p>200 多位成員在新加坡與我們相聚，度過了一個圍繞流動性挖礦、錢包安全與未來發展的交流之夜。感謝每一位到場的朋友。</p>'),
  (4, 'ja_JP', 'シンガポールでコミュニティミートアップを開催',
   '200 名を超えるメンバーがシンガポールに集まり、流動性や安全対策、これからのことについて語り合いました。',
   '<p>シンガポールで開催したミートアップには 200 名を超えるメンバーが参加し、流動性マイニング、ウォレットの安全対策、今後のロードマップについて語り合う一夜となりました。ご参加いただいた皆さま、ありがとうございました。</p>'),
  (4, 'ko_KR', '싱가포르 커뮤니티 밋업',
   '200명이 넘는 멤버가 싱가포르에 모여 유동성, 보안, 앞으로의 계획에 대해 이야기를 나눴습니다.',
   '<p>싱가포르에서 열린 밋업에 200명이 넘는 멤버가 함께해 유동성 채굴, 지갑 보안, 앞으로의 로드맵에 대해 이야기를 나누는 저녁을 보냈습니다. 참석해 주신 모든 분께 감사드립니다.</p>'),
  (4, 'en_IN', 'Community meetup in Singapore',
   'More than 200 members met in Singapore to talk about liquidity, safety and what comes next.',
   '<p>More than 200 members joined us in Singapore for an evening of talks on liquidity mining, wallet safety and the road ahead. Thank you to everyone who came along.</p>'),

  -- 5: Wallet safety week (dynamic)
  (5, 'zh_CN', '钱包安全周',
   '守护资产安全的五个习惯：核对链接、核实地址，绝不泄露助记词。',
   '<p>本周，社区负责人开展了多场钱包安全小课堂：</p><ol><li>只通过您信任的链接打开 SuiL。</li><li>每次转账前核对地址。</li><li>绝不向任何人透露您的助记词。</li><li>签名前看清钱包请求签署的内容。</li><li>及时更新钱包应用。</li></ol>'),
  (5, 'zh_TW', '錢包安全週',
   '守護資產安全的五個習慣：核對連結、確認地址，絕不洩漏助記詞。',
   '<p>本週社群負責人舉辦了多場錢包安全小講堂：</p><ol><li>只透過您信任的連結開啟 SuiL。</li><li>每次轉帳前核對地址。</li><li>絕不向任何人透露您的助記詞。</li><li>簽署前看清楚錢包要求簽署的內容。</li><li>隨時將錢包 App 更新至最新版本。</li></ol>'),
  (5, 'ja_JP', 'ウォレット安全週間',
   '資産を守る 5 つの習慣：リンクを確かめ、アドレスを確認し、リカバリーフレーズは誰にも教えない。',
   '<p>今週はコミュニティリーダーによる、ウォレットの安全対策についてのミニ講座を開催しました。</p><ol><li>SuiL は信頼できるリンクからだけ開く。</li><li>送金のたびにアドレスを確認する。</li><li>リカバリーフレーズは誰にも教えない。</li><li>ウォレットが求める署名の内容をよく読む。</li><li>ウォレットアプリを最新の状態に保つ。</li></ol>'),
  (5, 'ko_KR', '지갑 보안 주간',
   '자산을 지키는 다섯 가지 습관: 링크를 확인하고, 주소를 검증하고, 복구 문구는 절대 공유하지 마세요.',
   '<p>이번 주에는 커뮤니티 리더들이 지갑 보안에 관한 짧은 강좌를 진행했습니다.</p><ol><li>SuiL은 신뢰할 수 있는 링크로만 여세요.</li><li>송금할 때마다 주소를 확인하세요.</li><li>복구 문구는 누구에게도 알려 주지 마세요.</li><li>지갑이 서명을 요청하는 내용을 꼼꼼히 읽으세요.</li><li>지갑 앱을 항상 최신 버전으로 유지하세요.</li></ol>'),
  (5, 'en_IN', 'Wallet safety week',
   'Five habits that keep your assets safe: check links, verify addresses and never share your phrase.',
   '<p>This week community leaders ran short sessions on wallet safety:</p><ol><li>Open SuiL only from the link you trust.</li><li>Check the address before every transfer.</li><li>Never share your recovery phrase with anyone.</li><li>Read what a wallet asks you to sign.</li><li>Keep your wallet app up to date.</li></ol>'),

  -- 6: Top teams of November (dynamic)
  (6, 'zh_CN', '11 月优秀团队',
   '祝贺本月社区业绩增长最多的团队。',
   '<p>祝贺本月增长最快的团队！社区业绩统计的是团队内所有成员质押的 SUI，也是提升好友等级的依据。</p>'),
  (6, 'zh_TW', '11 月優秀團隊',
   '恭喜本月社群業績成長最多的團隊。',
   '<p>恭喜本月成長最快的團隊！社群業績計算的是團隊內所有成員質押的 SUI，也是提升好友等級的依據。</p>'),
  (6, 'ja_JP', '11 月のトップチーム',
   '今月コミュニティ実績を最も伸ばしたチームの皆さん、おめでとうございます。',
   '<p>今月最も成長したチームの皆さん、おめでとうございます。コミュニティ実績はチーム全員がステーキングした SUI の合計で、フレンドレベルを上げる基準になります。</p>'),
  (6, 'ko_KR', '11월 우수 팀',
   '이번 달 커뮤니티 실적을 가장 많이 늘린 팀들을 축하합니다.',
   '<p>이번 달 가장 빠르게 성장한 팀들을 축하합니다. 커뮤니티 실적은 팀원 모두가 스테이킹한 SUI를 합산한 것으로, 친구 등급을 올리는 기준이 됩니다.</p>'),
  (6, 'en_IN', 'Top teams of November',
   'Congratulations to the teams that grew their community performance the most this month.',
   '<p>Congratulations to this month''s fastest-growing teams. Community performance counts the SUI staked by everyone in a team, and it is what lifts friend levels.</p>')
) AS t (notice_id, locale, title, summary, body_html)
JOIN seeded s ON s.notice_id = t.notice_id
WHERE EXISTS (SELECT 1 FROM notice_texts en WHERE en.notice_id = t.notice_id AND en.locale = 'en_US' AND en.title = s.en_title)
ON CONFLICT (notice_id, locale) DO NOTHING;

WITH seeded (slug, en_title) AS (VALUES
  ('ecology', 'The SuiL ecosystem'),
  ('btc', 'Bitcoin (BTC)'),
  ('sui', 'Sui (SUI)')
)
INSERT INTO content_pages (slug, locale, title, body_html, updated_at)
SELECT t.slug, t.locale, t.title, t.body_html, en.updated_at
FROM (VALUES
  ('ecology', 'zh_CN', 'SuiL 生态',
   '<p>SuiL 在 Sui 上将流动性、储蓄与奖励融为一体。</p><ul><li><strong>流动池</strong>：添加 SUI，每日赚取 SUIL。</li><li><strong>算力挖矿</strong>：领取奖励并一步完成兑换。</li><li><strong>银行</strong>：每日产生收益的储蓄产品。</li><li><strong>节点</strong>：节点持有者可获得分红与手续费分成。</li></ul>'),
  ('ecology', 'zh_TW', 'SuiL 生態',
   '<p>SuiL 在 Sui 上將流動性、儲蓄與獎勵整合在一起。</p><ul><li><strong>流動池</strong>：添加 SUI，每日賺取 SUIL。</li><li><strong>算力挖礦</strong>：領取獎勵並一步完成兌換。</li><li><strong>銀行</strong>：每日產生收益的儲蓄產品。</li><li><strong>節點</strong>：節點持有者可獲得分紅與手續費分成。</li></ul>'),
  ('ecology', 'ja_JP', 'SuiL のエコシステム',
   '<p>SuiL は、流動性・預金・報酬を Sui 上でひとつにまとめます。</p><ul><li><strong>流動性プール</strong>：SUI を追加して、毎日 SUIL を獲得。</li><li><strong>ハッシュレートマイニング</strong>：報酬の受け取りと交換をワンステップで。</li><li><strong>銀行</strong>：毎日収益が得られる預金商品。</li><li><strong>ノード</strong>：ノード保有者に配当と手数料を分配。</li></ul>'),
  ('ecology', 'ko_KR', 'SuiL 생태계',
   '<p>SuiL은 Sui 위에서 유동성, 예금, 보상을 하나로 연결합니다.</p><ul><li><strong>유동성 풀</strong>: SUI를 추가하고 매일 SUIL을 받으세요.</li><li><strong>해시레이트 채굴</strong>: 보상 수령과 교환을 한 번에.</li><li><strong>은행</strong>: 매일 수익이 발생하는 예금 상품.</li><li><strong>노드</strong>: 노드 보유자에게 배당과 수수료를 분배합니다.</li></ul>'),
  ('ecology', 'en_IN', 'The SuiL ecosystem',
   '<p>SuiL brings liquidity, savings and rewards together on Sui.</p><ul><li><strong>Liquidity pool</strong>: add SUI and earn SUIL every day.</li><li><strong>Hashrate mining</strong>: claim rewards and exchange them in one step.</li><li><strong>Bank</strong>: savings products with daily income.</li><li><strong>Nodes</strong>: a share of dividends and fees for node holders.</li></ul>'),

  ('btc', 'zh_CN', '比特币 (BTC)',
   '<p>比特币是第一种去中心化数字货币，诞生于 2009 年。其总量上限为 2100 万枚，新币发放给矿工，发放速度大约每四年减半一次。</p><p>许多人把它视为长期的价值储存手段；但其价格可能大幅波动，请只投入您能够承受波动、长期持有的资金。</p>'),
  ('btc', 'zh_TW', '比特幣 (BTC)',
   '<p>比特幣是第一種去中心化數位貨幣，誕生於 2009 年。總量上限為 2,100 萬枚，新幣發放給礦工，發放速度大約每四年減半一次。</p><p>許多人把它視為長期的價值儲存工具；但價格可能大幅波動，請只投入您能承受波動、長期持有的資金。</p>'),
  ('btc', 'ja_JP', 'ビットコイン (BTC)',
   '<p>ビットコインは 2009 年に誕生した、世界初の分散型デジタル通貨です。発行上限は 2,100 万枚で、新しいコインはマイナーに支払われ、その発行ペースはおよそ 4 年ごとに半減します。</p><p>長期的な価値の保存手段と考える人も多い一方、価格は大きく変動することがあります。値動きがあっても持ち続けられる範囲の金額にとどめましょう。</p>'),
  ('btc', 'ko_KR', '비트코인 (BTC)',
   '<p>비트코인은 2009년에 등장한 최초의 탈중앙화 디지털 화폐입니다. 발행 한도는 2,100만 개이며, 새 코인은 채굴자에게 지급되고 그 발행 속도는 약 4년마다 절반으로 줄어듭니다.</p><p>많은 사람이 장기적인 가치 저장 수단으로 여기지만, 가격이 크게 변동할 수 있으니 등락을 견디며 보유할 수 있는 만큼만 투자하세요.</p>'),
  ('btc', 'en_IN', 'Bitcoin (BTC)',
   '<p>Bitcoin is the first decentralised digital currency, launched in 2009. Its supply is capped at 21 million coins, and new coins are issued to miners at a rate that halves roughly every four years.</p><p>Many people treat it as a long-term store of value; its price can move sharply, so only commit what you can afford to hold through the swings.</p>'),

  ('sui', 'zh_CN', 'Sui (SUI)',
   '<p>Sui 是以对象为核心构建的一层区块链，互不相关的交易可以并行执行，并在远不到一秒的时间内完成确认。</p><p>SUI 用于支付交易手续费，并通过质押保障网络安全。在 SuiL 中，您向流动池添加的是 SUI，收益也以 SUI 发放。</p>'),
  ('sui', 'zh_TW', 'Sui (SUI)',
   '<p>Sui 是以物件為核心建構的第一層區塊鏈，互不相關的交易可以並行執行，並在遠不到一秒的時間內完成確認。</p><p>SUI 用於支付交易手續費，並透過質押保障網路安全。在 SuiL 中，您向流動池添加的是 SUI，收益也以 SUI 發放。</p>'),
  ('sui', 'ja_JP', 'Sui (SUI)',
   '<p>Sui はオブジェクトを中心に設計されたレイヤー 1 ブロックチェーンです。互いに関係のない取引を並列に処理でき、1 秒よりずっと短い時間で確定します。</p><p>SUI は取引手数料の支払いに使われ、ステーキングによってネットワークの安全を支えています。SuiL では、流動性プールに追加するコインであり、収益が支払われるコインでもあります。</p>'),
  ('sui', 'ko_KR', 'Sui (SUI)',
   '<p>Sui는 객체를 중심으로 설계된 레이어 1 블록체인으로, 서로 관련 없는 거래를 병렬로 처리해 1초보다 훨씬 짧은 시간에 확정합니다.</p><p>SUI는 거래 수수료를 내는 데 쓰이고, 스테이킹을 통해 네트워크를 보호합니다. SuiL에서는 유동성 풀에 추가하는 코인이자 수익이 지급되는 코인입니다.</p>'),
  ('sui', 'en_IN', 'Sui (SUI)',
   '<p>Sui is a layer-1 blockchain built around objects, which lets unrelated transactions run in parallel and settle in well under a second.</p><p>SUI pays for transaction fees and secures the network through staking. In SuiL it is the coin you add to the liquidity pool and the coin your income is paid in.</p>')
) AS t (slug, locale, title, body_html)
JOIN seeded s ON s.slug = t.slug
JOIN content_pages en ON en.slug = t.slug AND en.locale = 'en_US' AND en.title = s.en_title
ON CONFLICT (slug, locale) DO NOTHING;

WITH seeded (product_id, en_name) AS (VALUES
  ('sui-7', 'SUI Savings, 7 days'),
  ('sui-30', 'SUI Savings, 30 days'),
  ('sui-90', 'SUI Savings, 90 days'),
  ('usdc-7', 'USDC Savings, 7 days')
)
INSERT INTO bank_product_names (product_id, locale, name)
SELECT t.product_id, t.locale, t.name
FROM (VALUES
  -- zh_CN came with 0002 (kept as it is when present)
  ('sui-7', 'zh_CN', 'SUI 储蓄 · 7 天'),
  ('sui-30', 'zh_CN', 'SUI 储蓄 · 30 天'),
  ('sui-90', 'zh_CN', 'SUI 储蓄 · 90 天'),
  ('usdc-7', 'zh_CN', 'USDC 储蓄 · 7 天'),
  ('sui-7', 'zh_TW', 'SUI 儲蓄 · 7 天'),
  ('sui-30', 'zh_TW', 'SUI 儲蓄 · 30 天'),
  ('sui-90', 'zh_TW', 'SUI 儲蓄 · 90 天'),
  ('usdc-7', 'zh_TW', 'USDC 儲蓄 · 7 天'),
  ('sui-7', 'ja_JP', 'SUI 預金・7 日'),
  ('sui-30', 'ja_JP', 'SUI 預金・30 日'),
  ('sui-90', 'ja_JP', 'SUI 預金・90 日'),
  ('usdc-7', 'ja_JP', 'USDC 預金・7 日'),
  ('sui-7', 'ko_KR', 'SUI 예금 · 7일'),
  ('sui-30', 'ko_KR', 'SUI 예금 · 30일'),
  ('sui-90', 'ko_KR', 'SUI 예금 · 90일'),
  ('usdc-7', 'ko_KR', 'USDC 예금 · 7일'),
  ('sui-7', 'en_IN', 'SUI Savings, 7 days'),
  ('sui-30', 'en_IN', 'SUI Savings, 30 days'),
  ('sui-90', 'en_IN', 'SUI Savings, 90 days'),
  ('usdc-7', 'en_IN', 'USDC Savings, 7 days')
) AS t (product_id, locale, name)
JOIN seeded s ON s.product_id = t.product_id
JOIN bank_product_names en ON en.product_id = t.product_id AND en.locale = 'en_US' AND en.name = s.en_name
ON CONFLICT (product_id, locale) DO NOTHING;
