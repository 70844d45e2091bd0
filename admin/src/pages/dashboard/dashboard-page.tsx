// The dashboard: the payout reserve against unpaid vouchers, the last 24 hours' outflow against
// the limits, the pause, what waits for a person (review queue, open proposals), the indexer's
// health, the sponsor of free binds with its steering, and where the signing keys are. Read again
// every 15 seconds.
import { useOne } from '@refinedev/core';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { type Dashboard, LIMIT_NAMES } from '../../../../contract/admin.ts';
import { SINGLETON_ID } from '../../api/data-provider.ts';
import { LIMIT_LABELS } from '../catalogue/withdrawal-limits-proposal.ts';
import { SponsorCard } from '../sponsor/sponsor-card.tsx';
import { SignersCard } from './signers-card.tsx';
import { countOf, formatSui, formatTime, shortAddress } from './format.ts';
import { coverageIsShort, coverageText, reserveRefusalWarning } from './reserve-figures.ts';

const REFRESH_MS = 15_000;

export function DashboardPage() {
  const { result: dashboard, query } = useOne<Dashboard>({ resource: 'dashboard', id: SINGLETON_ID, queryOptions: { refetchInterval: REFRESH_MS } });

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        Dashboard
      </Typography.Title>
      {query.isError && <Alert type="error" showIcon role="alert" message="The dashboard could not be read." description={query.error?.message} style={{ marginBottom: 16 }} />}
      {!dashboard ? (
        <Skeleton active />
      ) : (
        <DashboardFigures dashboard={dashboard} />
      )}
    </div>
  );
}

function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { paused, indexer, limits, defaults } = dashboard;
  const coverageShort = coverageIsShort(dashboard);
  const refusals = reserveRefusalWarning(dashboard);
  return (
    <>
      {paused.paused && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Withdrawals are paused"
          description={`${paused.reason ?? 'no reason given'} (by ${paused.by ? shortAddress(paused.by) : 'unknown'}, ${formatTime(paused.at)})`}
          data-testid="dashboard-paused"
        />
      )}
      {refusals && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={refusals.message} description={refusals.description} data-testid="dashboard-reserve-refusals" />
      )}
      {/* Money two to a row: an amount shows every digit (up to nine decimals) on one line. */}
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Card>
            <Statistic title="Payout reserve" value={formatSui(dashboard.payoutReserve)} />
          </Card>
        </Col>
        <Col span={12}>
          <Card>
            <Statistic title="Signed, unpaid vouchers" value={formatSui(dashboard.unpaid)} />
          </Card>
        </Col>
        <Col span={12}>
          <Card>
            <Statistic title="Coverage (reserve / unpaid)" value={coverageText(dashboard)} valueStyle={coverageShort ? { color: '#b91c1c' } : undefined} data-testid="dashboard-coverage" />
          </Card>
        </Col>
        <Col span={12}>
          <Card>
            <Statistic title="Outflow, last 24 hours" value={formatSui(dashboard.outflow24h)} suffix={<Typography.Text type="secondary" style={{ fontSize: 14 }}>of {formatSui(limits.totalDailyLimit)}</Typography.Text>} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="Withdrawals in review" value={dashboard.reviewQueue} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="Open proposals" value={dashboard.openProposals} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="Voucher anomalies" value={dashboard.voucherAnomalies} valueStyle={dashboard.voucherAnomalies > 0 ? { color: '#b91c1c' } : undefined} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="Undecodable chain events" value={dashboard.deadEvents} valueStyle={dashboard.deadEvents > 0 ? { color: '#b91c1c' } : undefined} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col span={12}>
          <Card title="Indexer">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Leader">{indexer.leader ?? <Tag color="red">none</Tag>}</Descriptions.Item>
              <Descriptions.Item label="Lag">{indexer.lagCheckpoints === null ? 'unknown' : countOf(indexer.lagCheckpoints, 'checkpoint')}</Descriptions.Item>
              <Descriptions.Item label="Last poll">{formatTime(indexer.lastPollAt)}</Descriptions.Item>
              <Descriptions.Item label="Last error">{indexer.lastError ?? 'none'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={12}>
          <Card title="Withdrawal limits">
            <Descriptions column={1} size="small">
              {LIMIT_NAMES.map((name) => (
                <Descriptions.Item key={name} label={LIMIT_LABELS[name]}>
                  {formatSui(limits[name])}
                  <Typography.Text type="secondary"> ({limits[name] === defaults.limits[name] ? 'the default value' : `default ${formatSui(defaults.limits[name])}`})</Typography.Text>
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <SponsorCard sponsor={dashboard.sponsor} defaults={defaults.sponsor} />
      </div>
      <div style={{ marginTop: 16 }}>
        <SignersCard signers={dashboard.signers} />
      </div>
    </>
  );
}
