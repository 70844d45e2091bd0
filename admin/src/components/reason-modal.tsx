// Every change carries a reason (the audit row's): one dialog asks for it, checked by the
// contract's ReasonSchema before anything is sent.
import { Form, Input, Modal } from 'antd';
import { ReasonSchema } from '../../../contract/admin.ts';

export interface ReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** The button that closes the dialog without acting (Ant Design's "Cancel" when not given). */
  cancelText?: string;
  /** What the action does, in a sentence, above the reason. */
  description?: React.ReactNode;
  danger?: boolean;
  pending?: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

export const reasonRule = {
  validator: async (_: unknown, value: unknown) => {
    const parsed = ReasonSchema.safeParse(value ?? '');
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'a reason is required');
  },
};

export function ReasonModal({ open, title, okText, cancelText, description, danger, pending, onSubmit, onCancel }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger, loading: pending }}
      // A refused reason shows its message under the field; nothing is sent.
      onOk={() => void form.validateFields().then(({ reason }) => onSubmit(reason.trim()), () => undefined)}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {description}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="Reason (kept in the audit log)" rules={[reasonRule]}>
          <Input maxLength={200} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
