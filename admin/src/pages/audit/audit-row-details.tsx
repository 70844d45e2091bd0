// One audit row opened: what was there before and what is there after, side by side, as text
// (a notice's HTML stays source, never markup), the fields that changed, and the row's place in
// the hash chain.
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import type { AdminAuditRow } from '../../../../contract/admin.ts';
import { auditValueView, changedFields } from './audit-value.ts';

const PRE_STYLE: React.CSSProperties = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 };

function AuditValue({ value, testId }: { value: unknown; testId: string }) {
  const view = auditValueView(value);
  if (view.kind === 'none') {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {view.text}
      </Typography.Text>
    );
  }
  return (
    <pre data-testid={testId} style={PRE_STYLE}>
      {view.text}
    </pre>
  );
}

export function AuditRowDetails({ row }: { row: AdminAuditRow }) {
  const changed = changedFields(row.before, row.after);
  return (
    <div data-testid={`audit-details-${row.seq}`}>
      {changed.length > 0 && (
        <Typography.Paragraph>
          Changed: <Typography.Text strong>{changed.join(', ')}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Card size="small" title="Before">
            <AuditValue value={row.before} testId="audit-before" />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="After">
            <AuditValue value={row.after} testId="audit-after" />
          </Card>
        </Col>
      </Row>
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
