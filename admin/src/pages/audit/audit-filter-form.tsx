// The audit log's filters. Each field is checked as the server will check it (checkAuditFilters,
// the contract's AuditQuerySchema) before the filters are applied; nothing is sent while one is
// refused. Times are picked in UTC, the console's one clock format, and sent as such.
import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { type AuditFilterField, type AuditFilterInput, type AuditFilters, checkAuditFilters } from './audit-query.ts';

interface AuditFilterValues {
  operator?: string;
  action?: string;
  subject?: string;
  from?: Dayjs | null;
  to?: Dayjs | null;
}

/** The date and time picked, read as UTC (the times the console shows are UTC). */
export function pickedUtc(value: Dayjs | null | undefined): string | undefined {
  if (!value) return undefined;
  return new Date(Date.UTC(value.year(), value.month(), value.date(), value.hour(), value.minute(), value.second())).toISOString();
}

const toInput = (values: AuditFilterValues): AuditFilterInput => ({
  operator: values.operator,
  action: values.action,
  subject: values.subject,
  from: pickedUtc(values.from),
  to: pickedUtc(values.to),
});

const ACTIONS_LIST_ID = 'audit-known-actions';

export interface AuditFilterFormProps {
  /** Actions seen in the rows read so far, offered as suggestions. */
  knownActions: readonly string[];
  loading: boolean;
  onApply: (filters: AuditFilters) => void;
}

export function AuditFilterForm({ knownActions, loading, onApply }: AuditFilterFormProps) {
  const [form] = Form.useForm<AuditFilterValues>();
  const rule = (field: AuditFilterField) => ({
    validator: async () => {
      const check = checkAuditFilters(toInput(form.getFieldsValue()));
      if (!check.ok && check.errors[field]) throw new Error(check.errors[field]);
    },
  });
  const apply = (values: AuditFilterValues) => {
    const check = checkAuditFilters(toInput(values));
    if (check.ok) onApply(check.filters);
  };

  return (
    <>
      <Form form={form} layout="vertical" onFinish={apply} aria-label="Audit log filters" data-testid="audit-filters">
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="operator" label="Operator" rules={[rule('operator')]} tooltip="The full address (0x…) or name: exact match">
              <Input allowClear placeholder="0x… address" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="action" label="Action" rules={[rule('action')]}>
              <Input allowClear placeholder="notice_publish" list={ACTIONS_LIST_ID} />
            </Form.Item>
            <datalist id={ACTIONS_LIST_ID}>
              {knownActions.map((action) => (
                <option key={action} value={action} />
              ))}
            </datalist>
          </Col>
          <Col span={4}>
            <Form.Item name="subject" label="Subject" rules={[rule('subject')]} tooltip="Exact match, for example notice:12, withdrawals; proposal:3 also finds the row its approval executed">
              <Input allowClear placeholder="notice:12" />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="from" label="From (UTC, at or after)" rules={[rule('from')]}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="to" label="To (UTC, before)" rules={[rule('to')]} dependencies={['from']}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" loading={loading}>
            Apply filters
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onApply({});
            }}
          >
            Clear filters
          </Button>
        </Space>
      </Form>
    </>
  );
}
