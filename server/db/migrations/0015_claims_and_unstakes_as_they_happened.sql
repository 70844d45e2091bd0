-- A claim and an unstake booked as what happened on chain (issue 35; server/README.md, "What
-- comes from the chain").

-- A record's second amount names its coin: what arrived. A claim's amount is the SUIL it
-- claimed (reward_value) and its fee is SUIL; what arrived is the claim's SUI
-- (claim_sui_amount) in mode 1, the SUIL net of the fee in mode 0. Rewards an unstake paid
-- (ClaimReward) arrive in full as SUIL; a swap and an unstake pay SUI.
ALTER TABLE chain_records ADD COLUMN coin_out TEXT CHECK (coin_out IN ('SUI', 'USDC', 'SUIL'));
UPDATE chain_records SET coin = 'SUIL', coin_out = 'SUI' WHERE event_type = 'Claimed' AND data->>'mode' = '1';
UPDATE chain_records SET coin = 'SUIL', coin_out = 'SUIL', amount_out = amount - COALESCE(fee, 0)
  WHERE event_type = 'Claimed' AND data->>'mode' = '0';
UPDATE chain_records SET amount_out = amount, coin_out = 'SUIL' WHERE event_type = 'ClaimReward';
UPDATE chain_records SET coin_out = 'SUI' WHERE event_type IN ('Swapped', 'UnStake');

-- Static income is what the claim paid the user, in the coin it arrived in (SUI in mode 1),
-- with the SUIL it claimed beside it.
ALTER TABLE income_records ADD COLUMN claimed NUMERIC(39, 0) CHECK (claimed >= 0);
UPDATE income_records i SET coin = 'SUI', amount = (c.data->>'claim_sui_amount')::numeric, claimed = c.amount
  FROM chain_records c
  WHERE i.type = 'static' AND c.tx_digest = i.tx_digest AND c.event_seq = i.event_seq
    AND c.event_type = 'Claimed' AND c.data->>'mode' = '1';
UPDATE income_records i SET claimed = c.amount
  FROM chain_records c
  WHERE i.type = 'static' AND i.claimed IS NULL AND c.tx_digest = i.tx_digest AND c.event_seq = i.event_seq
    AND c.event_type IN ('Claimed', 'ClaimReward');

-- Every unstake has its staking record, with the SUI it took out of the position: also one that
-- took no hashrate (the position's had been released), which had none. Those added here come
-- after the records already there in the list (ordered by id).
ALTER TABLE hashrate_records ADD COLUMN unstaked NUMERIC(39, 0) CHECK (unstaked > 0);
UPDATE hashrate_records h SET unstaked = c.amount
  FROM chain_records c
  WHERE h.type = 'staking' AND c.tx_digest = h.tx_digest AND c.event_seq = h.event_seq AND c.event_type = 'UnStake';
INSERT INTO hashrate_records (address, type, amount, tx_digest, event_seq, created_at, unstaked)
  SELECT c.address, 'staking', 0, c.tx_digest, c.event_seq, c.created_at, c.amount FROM chain_records c
  WHERE c.event_type = 'UnStake' ORDER BY c.id
  ON CONFLICT DO NOTHING;
