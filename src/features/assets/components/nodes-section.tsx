// The three node tiers (docs/product.md §1): price, limited and sold counts, weighted dividend, fee
// share, gift and automatic return; bought with the balance in the app. The user's own nodes
// (MyNodes) come first, between the introduction and the tiers.
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/api-error';
import { useNodes, type NodeTier } from '../../../api/get-nodes';
import { usePurchaseNode } from '../../../api/purchase-node';
import { formatDisplayAmount } from '../../../chain/format';
import { DECIMALS } from '../../../config/constants';
import { confirmDialog, showLoading, showToast } from '../../../components/feedback';
import { EmptyState } from '../../../components/empty-state';
import { InfoRows } from '../../../components/info-rows';
import { Notes } from '../../../components/notes';
import { formatBps } from '../../../components/percent';
import { QueryErrorState } from '../../../components/query-error-state';
import { SectionCard } from '../../../components/section-card';
import { SubmitBar } from '../../../components/submit-bar';
import { MyNodes } from './my-nodes';

function NodeTierCard({ tier }: { tier: NodeTier }) {
  const { t } = useTranslation();
  const purchase = usePurchaseNode();
  const price = `${formatDisplayAmount(tier.price, DECIMALS[tier.coin])} ${tier.coin}`;
  const soldOut = tier.soldCount >= tier.limitedCount;
  const buy = async () => {
    const confirmed = await confirmDialog({
      title: t(`assets.nodes.tiers.${tier.tier}`),
      message: t('assets.nodes.confirmPurchase', { price }),
    });
    if (!confirmed) return;
    const closeLoading = showLoading(t('assets.nodes.purchasing'));
    try {
      await purchase.mutateAsync(tier.tier);
      closeLoading();
      showToast(t('assets.nodes.purchased'), 'success');
    } catch (error) {
      closeLoading();
      const apiError = toApiError(error);
      if (apiError.code !== 'unauthorized') showToast(`${t('assets.nodes.purchaseFailed')}\n${t(apiError.messageKey)}`, 'fail');
    }
  };
  return (
    <SectionCard title={t(`assets.nodes.tiers.${tier.tier}`)} extra={price}>
      <InfoRows
        rows={[
          { label: t('assets.nodes.limited'), value: String(tier.limitedCount) },
          { label: t('assets.nodes.sold'), value: String(tier.soldCount) },
          { label: t('assets.nodes.weightedDividend'), value: formatBps(BigInt(tier.weightedDividendBps)) },
          { label: t('assets.nodes.feeShare'), value: formatBps(BigInt(tier.feeShareBps)) },
          { label: t('assets.nodes.gift'), value: `${formatDisplayAmount(tier.giftSuil, DECIMALS.SUIL)} SUIL` },
          { label: t('assets.nodes.autoReturn'), value: t('assets.nodes.afterDays', { count: tier.autoReturnDays }) },
        ]}
      />
      <SubmitBar
        label={soldOut ? t('assets.nodes.soldOut') : t('assets.nodes.buy')}
        requires="signIn"
        disabledReason={soldOut ? t('disabled.soldOut') : null}
        loading={purchase.isPending}
        onSubmit={() => void buy()}
      />
    </SectionCard>
  );
}

export function NodesSection() {
  const { t } = useTranslation();
  const nodes = useNodes();
  return (
    // A fragment, not a wrapper: the page spaces its cards as direct children.
    <>
      <SectionCard title={t('assets.nodes.title')}>
        {nodes.isError ? <QueryErrorState error={nodes.error} onRetry={() => void nodes.refetch()} /> : null}
        {nodes.data?.length === 0 ? <EmptyState description={t('assets.nodes.none')} /> : null}
        <Notes items={[t('assets.nodes.about')]} />
      </SectionCard>
      <MyNodes />
      {nodes.data?.map((tier) => <NodeTierCard key={tier.tier} tier={tier} />)}
    </>
  );
}
