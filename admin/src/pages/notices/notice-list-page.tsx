// Notices, drafts included, newest first: their languages, whether the app shows them, and
// publish / unpublish (each with a reason). Operators write; viewers read.
import { CreateButton, EditButton, List, useTable } from '@refinedev/antd';
import { useCan, useCustomMutation, useInvalidate } from '@refinedev/core';
import { Alert, Button, Checkbox, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type AdminNotice, LOCALES } from '../../../../contract/admin.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { formatTime } from '../dashboard/format.ts';
import { fallbackSentence } from './notice-languages.ts';

/** Ant Design's green tag text is below 4.5:1 on its own background. */
const PUBLISHED_TAG = { color: '#135200' };

type Pending = { notice: AdminNotice; publish: boolean } | null;

export function NoticeListPage() {
  const { tableProps } = useTable<AdminNotice>({ resource: 'notices', pagination: { mode: 'client', pageSize: 20 }, syncWithLocation: false });
  const { data: canPublish } = useCan({ resource: 'notices', action: 'publish' });
  const [pending, setPending] = useState<Pending>(null);
  // Publish only: also push it to every device whose user turned push notifications on.
  const [push, setPush] = useState(false);
  const { mutate, mutation } = useCustomMutation<AdminNotice>();
  const invalidate = useInvalidate();

  const submit = (reason: string) => {
    if (!pending) return;
    const { notice, publish } = pending;
    mutate(
      {
        url: `/notices/${notice.id}/${publish ? 'publish' : 'unpublish'}`,
        method: 'post',
        values: publish ? { reason, push } : { reason },
        successNotification: { type: 'success', message: publish ? `Notice ${notice.id} published` : `Notice ${notice.id} unpublished` },
      },
      {
        onSuccess: () => {
          setPending(null);
          setPush(false);
          void invalidate({ resource: 'notices', invalidates: ['list', 'detail'] });
        },
      },
    );
  };

  return (
    <List headerButtons={<CreateButton>New notice</CreateButton>} title={<PageTitle>Notices</PageTitle>}>
      <Table {...tableProps} rowKey="id">
        <Table.Column<AdminNotice> dataIndex="id" title="ID" width={70} />
        <Table.Column<AdminNotice> dataIndex="category" title="Category" width={110} render={(category: AdminNotice['category']) => <Tag>{category}</Tag>} />
        <Table.Column<AdminNotice> title="Title (en_US)" render={(_, notice) => <Typography.Text strong>{notice.texts.en_US?.title}</Typography.Text>} />
        <Table.Column<AdminNotice>
          title="Languages"
          render={(_, notice) => (
            <Space size={4} wrap>
              {LOCALES.filter((locale) => notice.texts[locale]).map((locale) => (
                <Tag key={locale}>{locale}</Tag>
              ))}
            </Space>
          )}
        />
        <Table.Column<AdminNotice>
          title="Status"
          width={220}
          render={(_, notice) => (notice.publishedAt ? <Tag color="green" style={PUBLISHED_TAG}>published {formatTime(notice.publishedAt)}</Tag> : <Tag>draft</Tag>)}
        />
        <Table.Column<AdminNotice>
          title="Actions"
          width={230}
          render={(_, notice) => (
            <Space>
              <EditButton size="small" recordItemId={notice.id} />
              <Button size="small" disabled={!canPublish?.can} title={canPublish?.reason} onClick={() => setPending({ notice, publish: !notice.publishedAt })}>
                {notice.publishedAt ? 'Unpublish' : 'Publish'}
              </Button>
            </Space>
          )}
        />
      </Table>
      <ReasonModal
        open={pending !== null}
        title={pending ? `${pending.publish ? 'Publish' : 'Unpublish'} notice ${pending.notice.id}` : ''}
        okText={pending?.publish ? 'Publish' : 'Unpublish'}
        danger={pending?.publish === false}
        description={
          pending && (
            <>
              <Typography.Paragraph>
                {pending.publish ? 'Every user of the app will see' : 'The app will stop showing'} “{pending.notice.texts.en_US?.title}”.
              </Typography.Paragraph>
              {pending.publish && (
                <Checkbox checked={push} onChange={(e) => setPush(e.target.checked)} style={{ marginBottom: 16 }} data-testid="publish-push">
                  Also send it as a push notification to everyone who turned them on (every user finds it in their inbox either way)
                </Checkbox>
              )}
              {pending.publish && fallbackSentence(pending.notice.texts) && (
                <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={fallbackSentence(pending.notice.texts)} data-testid="publish-fallback-languages" />
              )}
            </>
          )
        }
        pending={mutation.isPending}
        onSubmit={submit}
        onCancel={() => {
          setPending(null);
          setPush(false);
        }}
      />
    </List>
  );
}
