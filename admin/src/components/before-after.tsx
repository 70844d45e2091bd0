// What a change replaces beside what it puts in its place, two cards in a row (an audit row's
// before and after, a proposal's now and proposed). Each value is text (value-view.ts), never
// markup: a notice's HTML body shows as its source.
import { Card, Col, Row, Typography } from 'antd';
import { valueView } from './value-view.ts';

const PRE_STYLE: React.CSSProperties = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 };

export interface BeforeAfterSide {
  title: string;
  value: unknown;
  testId: string;
}

function ShownValue({ value, testId }: { value: unknown; testId: string }) {
  const view = valueView(value);
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

export function BeforeAfter({ before, after }: { before: BeforeAfterSide; after: BeforeAfterSide }) {
  return (
    <Row gutter={16}>
      {[before, after].map((side) => (
        <Col span={12} key={side.testId}>
          <Card size="small" title={side.title}>
            <ShownValue value={side.value} testId={side.testId} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
