// What "Check the chain" found: every row follows the one before (with the head hash an operator
// can compare with a copy kept elsewhere), or the first row that breaks it and why, or that the
// check could not run.
import { Alert, Typography } from 'antd';
import { countOf, formatWallTime } from '../dashboard/format.ts';
import type { useAuditChainCheck } from './use-audit-chain-check.ts';

type ChainCheckState = ReturnType<typeof useAuditChainCheck>;

export function AuditChainResult({ check }: { check: ChainCheckState }) {
  const { result, error, checkedAt, checking, shown, dismiss: onClose } = check;
  if (!shown) return null;
  if (checking) {
    return <Alert type="info" showIcon message="Checking every row of the audit chain…" style={{ marginBottom: 16 }} data-testid="audit-chain-result" />;
  }
  if (error) {
    return (
      <Alert type="error" showIcon role="alert" closable onClose={onClose} message="The chain could not be checked." description={error.message} style={{ marginBottom: 16 }} data-testid="audit-chain-result" />
    );
  }
  if (!result) return null;
  const when = checkedAt ? ` (checked ${formatWallTime(checkedAt.toISOString())})` : '';
  if (result.ok) {
    return (
      <Alert
        type="success"
        showIcon
        closable
        onClose={onClose}
        data-testid="audit-chain-result"
        style={{ marginBottom: 16 }}
        message={result.rows === '0' ? `The audit log is empty: there is no row to check${when}.` : result.rows === '1' ? `The chain holds: its one row checks out${when}.` : `The chain holds: all ${countOf(BigInt(result.rows), 'row')} follow one another${when}.`}
        description={
          <>
            Head hash: <Typography.Text code copyable data-testid="audit-chain-head">{result.head}</Typography.Text>
          </>
        }
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      closable
      onClose={onClose}
      data-testid="audit-chain-result"
      style={{ marginBottom: 16 }}
      message={`The chain breaks at row ${result.brokenAt}${when}.`}
      description={`${result.problem}.${result.rows === '0' ? '' : ` The ${countOf(BigInt(result.rows), 'row')} before it ${result.rows === '1' ? 'checks' : 'check'} out.`}`}
    />
  );
}
