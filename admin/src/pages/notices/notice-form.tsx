// A notice in six languages: en_US is required (the app's fallback); a language left without a
// title is not sent. The body is HTML: the preview shows it as the app will, through the app's
// own renderer (src/components/safe-markup.tsx; the server sanitizes it as well).
import { Create, Edit, useForm } from '@refinedev/antd';
import { Card, Col, Form, Input, Radio, Row, Tabs, Typography } from 'antd';
import { type AdminNotice, LOCALES, type Locale, type NoticeText } from '../../../../contract/admin.ts';
import { SafeMarkup } from '../../../../src/components/safe-markup.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { reasonRule } from '../../components/reason-modal.tsx';
import { LANGUAGE_NAMES } from '../../components/language-names.ts';


interface NoticeFormValues {
  category: AdminNotice['category'];
  texts: Partial<Record<Locale, Partial<NoticeText>>>;
  reason: string;
}

/** The write body: languages with a title only, each trimmed as the contract trims. */
export function toNoticeWrite(values: NoticeFormValues) {
  const texts: Partial<Record<Locale, NoticeText>> = {};
  for (const locale of LOCALES) {
    const text = values.texts?.[locale];
    if (!text?.title?.trim()) continue;
    texts[locale] = { title: text.title.trim(), summary: (text.summary ?? '').trim(), bodyHtml: text.bodyHtml ?? '' };
  }
  return { category: values.category, texts, reason: values.reason?.trim() };
}

function LanguageFields({ locale }: { locale: Locale }) {
  const body = Form.useWatch(['texts', locale, 'bodyHtml']) as string | undefined;
  const required = locale === 'en_US';
  return (
    <Row gutter={24}>
      <Col span={12}>
        <Form.Item name={['texts', locale, 'title']} label="Title" rules={[{ required, whitespace: true, message: 'en_US needs a title' }, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name={['texts', locale, 'summary']} label="Summary" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name={['texts', locale, 'bodyHtml']} label="Body (HTML: p, br, strong, em, ul, ol, li, h3, h4, a)" rules={[{ max: 50_000 }]}>
          <Input.TextArea rows={8} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Typography.Text type="secondary">Preview, as the app shows it</Typography.Text>
        <Card size="small" style={{ marginTop: 8, minHeight: 200 }} data-testid={`preview-${locale}`}>
          <SafeMarkup markup={body ?? ''} />
        </Card>
      </Col>
    </Row>
  );
}

function NoticeFields() {
  return (
    <>
      <Form.Item name="category" label="Category" style={{ maxWidth: 320 }}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'notice', label: 'Notice' },
            { value: 'dynamic', label: 'Community dynamic' },
          ]}
        />
      </Form.Item>
      <Tabs
        items={LOCALES.map((locale) => ({ key: locale, label: `${LANGUAGE_NAMES[locale]}${locale === 'en_US' ? ' *' : ''}`, forceRender: true, children: <LanguageFields locale={locale} /> }))}
      />
      <Form.Item name="reason" label="Reason (kept in the audit log)" rules={[reasonRule]} style={{ maxWidth: 640 }}>
        <Input maxLength={200} />
      </Form.Item>
    </>
  );
}

export function NoticeCreatePage() {
  const { formProps, saveButtonProps } = useForm<AdminNotice, never, NoticeFormValues>({ resource: 'notices', action: 'create', redirect: 'list' });
  return (
    <Create title={<PageTitle>New notice (draft)</PageTitle>} goBack={false} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout="vertical" initialValues={{ category: 'notice' }} onFinish={(values) => formProps.onFinish?.(toNoticeWrite(values) as never)}>
        <NoticeFields />
      </Form>
    </Create>
  );
}

export function NoticeEditPage() {
  const { formProps, saveButtonProps } = useForm<AdminNotice, never, NoticeFormValues>({ resource: 'notices', action: 'edit', redirect: 'list' });
  return (
    <Edit title={<PageTitle>Edit notice</PageTitle>} goBack={false} saveButtonProps={saveButtonProps} canDelete={false}>
      <Form {...formProps} layout="vertical" onFinish={(values) => formProps.onFinish?.(toNoticeWrite(values) as never)}>
        <NoticeFields />
      </Form>
    </Edit>
  );
}
