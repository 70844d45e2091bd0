import { Tag } from 'antd';
import type { ProposalStatus } from '../../../../contract/admin.ts';

// Dark text on each tag's light background: 4.5:1 or better.
const STYLES: Record<ProposalStatus, { color: string; text: string }> = {
  open: { color: 'blue', text: '#003eb3' },
  executed: { color: 'green', text: '#135200' },
  cancelled: { color: 'default', text: 'rgba(0, 0, 0, 0.88)' },
  expired: { color: 'default', text: 'rgba(0, 0, 0, 0.88)' },
  failed: { color: 'red', text: '#820014' },
};

export function ProposalStatusTag({ status }: { status: ProposalStatus }) {
  const style = STYLES[status];
  return (
    <Tag color={style.color} style={{ color: style.text }}>
      {status}
    </Tag>
  );
}
