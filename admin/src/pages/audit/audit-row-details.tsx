// One audit row opened: what was there before and what is there after, side by side, as text
// (a notice's HTML stays source, never markup), the fields that changed, and the row's place in
// the hash chain.
import { Descriptions, Typography } from 'antd';
import type { AdminAuditRow } from '../../../../contract/admin.ts';
import { BeforeAfter } from '../../components/before-after.tsx';
import { changedFields } from './changed-fields.ts';

export function AuditRowDetails({ row }: { row: AdminAuditRow }) {
  const changed = changedFields(row.before, row.after);
  return (
    <div data-testid={`audit-details-${row.seq}`}>
      {changed.length > 0 && (
        <Typography.Paragraph>
          Changed: <Typography.Text strong>{changed.join(', ')}</Typography.Text>
        </Typography.Paragraph>
      )}
      <BeforeAfter before={{ title: 'Before', value: row.before, testId: 'audit-before' }} after={{ title: 'After', value: row.after, testId: 'audit-after' }} />
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label="Operator">{row.operator}</Descriptions.Item>
        <Descriptions.Item label="Time (UTC)">{row.at}</Descriptions.Item>
        <Descriptions.Item label="Hash">
          <Typography.Text code copyable>
            {row.hash}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Previous row's hash">
          <Typography.Text code>{row.prevHash}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
