// The dialog every catalogue proposal is typed in: the form, what it will do, a reason, and the
// outcome (in progress on the button, a refusal above the buttons, success on the proposal's
// page). The form's values go through a pure check (…-proposal.ts); its messages are put
// beside their fields and nothing is sent until it passes.
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { ProposalKind } from '../../../../contract/admin.ts';
import { ActionOutcome } from '../../components/action-outcome.tsx';
import type { ProposalDraft } from './proposal-draft.ts';
import { usePropose } from './use-propose.ts';

export interface ProposalFormModalProps<V extends object> {
  open: boolean;
  title: string;
  /** What approving it does, in a sentence or two. */
  description: React.ReactNode;
  initialValues: V;
  toDraft: (values: V) => ProposalDraft<ProposalKind, unknown>;
  onClose: () => void;
  /** The fields of the change (the reason field comes after them). */
  children: React.ReactNode;
}

export function ProposalFormModal<V extends object>({ open, title, description, initialValues, toDraft, onClose, children }: ProposalFormModalProps<V>) {
  // Untyped: fields are set by the paths of the check's messages ("names.ja_JP").
  const [form] = Form.useForm();
  const [formError, setFormError] = useState<string | null>(null);
  const { propose, pending, failure, reset } = usePropose();

  const submit = () => {
    reset();
    const result = toDraft(form.getFieldsValue(true) as V);
    const errors = result.ok ? {} : result.errors;
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: errors[name.join('.')] ? [errors[name.join('.')]!] : [] })));
    setFormError(errors.form ?? null);
    if (result.ok) propose(result.body);
  };

  return (
    <Modal
      open={open}
      title={title}
      width={760}
      okText="Propose"
      okButtonProps={{ loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => {
        setFormError(null);
        reset();
      }}
      destroyOnHidden
      maskClosable={!pending}
    >
      {description}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        preserve={false}
        // A field's message goes once its value changes; the next Propose checks it again.
        onValuesChange={(changed) => {
          setFormError(null);
          form.setFields(form.getFieldsError().filter(({ errors }) => errors.length > 0).filter(({ name }) => touches(changed, name)).map(({ name }) => ({ name, errors: [] })));
        }}
      >
        {children}
        <Form.Item name="reason" label="Reason (kept with the proposal and in the audit log)" style={{ maxWidth: 640 }}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      {formError && <Alert type="warning" showIcon role="alert" message={formError} style={{ marginBottom: 12 }} />}
      {failure && <ActionOutcome ok={false} message={failure} style={{ marginBottom: 12 }} />}
      {pending && <Typography.Text type="secondary">Proposing…</Typography.Text>}
    </Modal>
  );
}

/** Whether the changed values (a nested partial of the form's) reach the field at `name`. */
function touches(changed: unknown, name: (string | number)[]): boolean {
  let at: unknown = changed;
  for (const key of name) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string | number, unknown>)[key];
  }
  return true;
}
