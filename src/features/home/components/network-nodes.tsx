// Network node test and switch (docs/product.md §1): each node's measured latency or
// 'connection failed'; the chosen node is remembered and the app's client follows it at once.
import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import type { NodeLatency } from '../../../chain/node-latency';
import { showToast } from '../../../components/feedback';
import { env } from '../../../config/env';
import { useSettingsStore } from '../../../stores/settings';
import { useNodeLatencies } from '../hooks/use-node-latencies';
import styles from './network-nodes.module.css';

function LatencyText({ latency, testing }: { latency: NodeLatency | undefined; testing: boolean }) {
  const { t } = useTranslation();
  if (testing) return <span className={styles.muted}>{t('network.testing')}</span>;
  if (!latency) return <span className={styles.muted}>{t('network.notTested')}</span>;
  if (latency.status === 'failed') return <span className={styles.failed}>{t('network.failed')}</span>;
  const speed = latency.ms < 300 ? styles.fast : latency.ms < 1000 ? styles.medium : styles.slow;
  return <span className={speed}>{t('network.latency', { ms: latency.ms })}</span>;
}

export function NetworkNodes() {
  const { t } = useTranslation();
  const { rows, testing, retest } = useNodeLatencies();
  const nodeUrl = useSettingsStore((s) => s.nodeUrl);
  const setNodeUrl = useSettingsStore((s) => s.setNodeUrl);

  return (
    <section className={styles.section} aria-labelledby="network-nodes-title" data-testid="network-nodes">
      <header className={styles.header}>
        <div>
          <h2 id="network-nodes-title" className={styles.title}>
            {t('network.title')}
          </h2>
          <span className={styles.network}>{t(`network.networks.${env.network}`)}</span>
        </div>
        <Button size="small" type="primary" plain loading={testing} loadingText={t('network.testing')} onClick={retest}>
          {t('network.test')}
        </Button>
      </header>
      <ul className={styles.list}>
        {rows.map(({ node, latency, testing: nodeTesting }) => {
          const inUse = node.url === nodeUrl;
          return (
            <li key={node.id} className={styles.row} data-node-url={node.url}>
              <div className={styles.node}>
                <span className={styles.host}>{node.text}</span>
                <span className={styles.latency} data-testid="node-latency">
                  <LatencyText latency={latency} testing={nodeTesting} />
                </span>
              </div>
              {inUse ? (
                <span className={styles.inUse}>{t('network.inUse')}</span>
              ) : (
                <Button
                  size="mini"
                  onClick={() => {
                    setNodeUrl(node.url);
                    showToast(t('network.switched', { node: node.text }), 'success');
                  }}
                >
                  {t('network.use')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
