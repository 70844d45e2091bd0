// What came of an action the operator just took, shown beside it: a success as a status (read
// out politely), a failure as an alert (read out at once), each with what follows from it.
import { Alert } from 'antd';

export interface ActionOutcomeProps {
  ok: boolean;
  message: React.ReactNode;
  description?: React.ReactNode;
  /** A control beside the message, such as a link to the proposal just made. */
  action?: React.ReactNode;
  /** Given, the outcome has a close button. */
  onClose?: () => void;
  style?: React.CSSProperties;
  testId?: string;
}

export function ActionOutcome({ ok, message, description, action, onClose, style, testId }: ActionOutcomeProps) {
  return (
    <Alert
      type={ok ? 'success' : 'error'}
      showIcon
      role={ok ? 'status' : 'alert'}
      message={message}
      description={description}
      action={action}
      closable={onClose !== undefined}
      onClose={onClose}
      style={style}
      data-testid={testId}
    />
  );
}
