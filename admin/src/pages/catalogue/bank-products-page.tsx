// Every bank product, open to new subscriptions or closed (GET /api/admin/bank-products, with its
// name in each locale that has one), new terms for one (opening or closing it included), and a
// new product: each a two-person proposal that another approver approves on the proposals page.
// New terms apply to new subscriptions only; running subscriptions keep the rate, lock and fee
// they were made with.
import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Col, Form, Input, Radio, Row, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type AdminBankProduct, type Locale, LOCALES } from '../../../../contract/admin.ts';
import { CoinSchema } from '../../../../contract/api.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { DECIMALS } from '../../../../src/config/constants.ts';
import { countOf } from '../dashboard/format.ts';
import { formatCoin } from './amount-input.ts';
import {
  type BankProductFormValues,
  bankProductFormValues,
  dailyRatePercent,
  LOCK_DAYS_MAX,
  LOCK_DAYS_MIN,
  NEW_BANK_PRODUCT_VALUES,
  RATE_BPS_MAX,
  toBankProductProposal,
} from './bank-product-proposal.ts';
import { LANGUAGE_NAMES } from '../../components/language-names.ts';
import { ProposalFormModal } from './proposal-form-modal.tsx';
import { useProposeAccess } from './use-propose.ts';

/** The BCP 47 tag of a locale, for the `lang` of a name shown in it. */
const langOf = (locale: Locale) => locale.replace('_', '-');

type Editing = { product: AdminBankProduct | null } | null;

/** Ant Design's green tag text is below 4.5:1 on its own background. */
const OPEN_TAG = { color: '#135200' };

export function BankProductsPage() {
  const { result, query: products } = useCustom<AdminBankProduct[]>({ url: '/bank-products', method: 'get', errorNotification: false });
  const list = products.data ? result.data : [];
  const access = useProposeAccess();
  const [editing, setEditing] = useState<Editing>(null);
  const listedIds = list.map((product) => product.id);

  return (
    <List
      title={<PageTitle>Bank products</PageTitle>}
      canCreate={false}
      headerButtons={() => (
        <Button type="primary" disabled={!access.allowed} title={access.reason} onClick={() => setEditing({ product: null })}>
          Propose a new product
        </Button>
      )}
    >
      <Typography.Paragraph>
        Every product: the open ones are those the app lists for new subscriptions; a closed one takes none, and its running subscriptions go on. New
        terms apply to new subscriptions only: running subscriptions keep the rate, lock and fee they were made with. Each change, opening or closing a
        product included, is a proposal that another approver approves on the Proposals page.
      </Typography.Paragraph>
      {!access.allowed && access.reason && (
        <Typography.Paragraph type="secondary" data-testid="propose-blocked">
          Proposing is not open to you: {access.reason}
        </Typography.Paragraph>
      )}
      {products.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message="The bank products could not be read."
          description={products.error?.message}
          action={<Button onClick={() => void products.refetch()}>Try again</Button>}
        />
      )}
      <Table<AdminBankProduct> dataSource={list} loading={products.isLoading} rowKey="id" pagination={false} data-testid="bank-products">
        <Table.Column<AdminBankProduct>
          dataIndex="id"
          title="Product"
          render={(id: string, product) => (
            <>
              <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                {id}
              </Typography.Text>
              <div style={{ marginTop: 4 }} data-testid={`bank-product-state-${id}`}>
                {product.active ? (
                  <Tag color="green" style={OPEN_TAG}>
                    open
                  </Tag>
                ) : (
                  <Tag>closed</Tag>
                )}
              </div>
            </>
          )}
        />
        <Table.Column<AdminBankProduct> title="Names" render={(_, product) => <ProductNames product={product} />} />
        <Table.Column<AdminBankProduct> dataIndex="coin" title="Coin" />
        <Table.Column<AdminBankProduct> title="Daily rate" render={(_, product) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {product.dailyRateBps} bps ({dailyRatePercent(product.dailyRateBps)})
            </span>
          )} />
        <Table.Column<AdminBankProduct> dataIndex="lockDays" title="Lock" render={(days: number) => <span style={{ whiteSpace: 'nowrap' }}>{countOf(days, 'day')}</span>} />
        <Table.Column<AdminBankProduct> title="Minimum" render={(_, product) => <span style={{ whiteSpace: 'nowrap' }}>{formatCoin(product.minAmount, product.coin)}</span>} />
        <Table.Column<AdminBankProduct> title="Fee on income" render={(_, product) => `${product.feeBps} bps`} />
        <Table.Column<AdminBankProduct>
          title="Change"
          width={190}
          render={(_, product) => (
            <Button disabled={!access.allowed} title={access.reason} aria-label={`Propose new terms for ${product.id}`} onClick={() => setEditing({ product })}>
              Propose new terms
            </Button>
          )}
        />
      </Table>
      {editing && (
        <ProposalFormModal<BankProductFormValues>
          open
          title={editing.product ? `New terms for ${editing.product.id}` : 'A new bank product'}
          description={
            <Typography.Paragraph>
              {editing.product
                ? 'Change what should change; what is left as it is stays out of the proposal. New terms apply to new subscriptions only.'
                : 'A new product needs its id, coin, terms and an English (US) name; the other languages fall back to it in the app until they have their own.'}
            </Typography.Paragraph>
          }
          initialValues={editing.product ? bankProductFormValues(editing.product) : NEW_BANK_PRODUCT_VALUES}
          toDraft={(values) => toBankProductProposal(editing.product, values, listedIds)}
          onClose={() => setEditing(null)}
        >
          <BankProductFields product={editing.product} />
        </ProposalFormModal>
      )}
    </List>
  );
}

function ProductNames({ product }: { product: AdminBankProduct }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Typography.Text type="secondary">{locale}: </Typography.Text>
          {product.names[locale] ? <span lang={langOf(locale)}>{product.names[locale]}</span> : <Typography.Text type="secondary">none (en_US shown)</Typography.Text>}
        </li>
      ))}
    </ul>
  );
}

function BankProductFields({ product }: { product: AdminBankProduct | null }) {
  const coin = (Form.useWatch('coin') as BankProductFormValues['coin']) ?? product?.coin;
  const rate = Form.useWatch('dailyRateBps') as string | undefined;
  const rateText = rate !== undefined && /^\d+$/.test(rate.trim()) && Number(rate) <= RATE_BPS_MAX ? dailyRatePercent(Number(rate)) : null;
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          {product ? (
            <Form.Item label="ID">
              <Typography.Text code>{product.id}</Typography.Text>
            </Form.Item>
          ) : (
            <Form.Item name="id" label="ID" extra="Lowercase letters, digits and dashes, such as usdc-90d. It cannot change later.">
              <Input autoComplete="off" maxLength={64} />
            </Form.Item>
          )}
        </Col>
        <Col span={12}>
          {product ? (
            <Form.Item label="Coin" extra="A product's coin never changes: a product in another coin is a new product.">
              <Typography.Text>{product.coin}</Typography.Text>
            </Form.Item>
          ) : (
            <Form.Item name="coin" label="Coin">
              <Radio.Group optionType="button" options={CoinSchema.options.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          )}
        </Col>
        <Col span={8}>
          <Form.Item
            name="dailyRateBps"
            label="Daily rate (basis points)"
            extra={`${rateText ? `${rateText}. ` : ''}100 bps = 1% a day, 0 to ${RATE_BPS_MAX}.${product ? ` Now ${product.dailyRateBps}.` : ''}`}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="lockDays" label="Lock (days)" extra={`${LOCK_DAYS_MIN} to ${LOCK_DAYS_MAX}.${product ? ` Now ${product.lockDays}.` : ''}`}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="minAmount"
            label={`Minimum subscription${coin ? ` (${coin})` : ''}`}
            extra={product ? `Now ${formatCoin(product.minAmount, product.coin)}.` : coin ? `Up to ${DECIMALS[coin]} decimals.` : 'In the coin chosen above.'}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="active"
            label="Open to new subscriptions"
            valuePropName="checked"
            extra={
              product
                ? product.active
                  ? 'Turning it off closes it to new subscriptions; running ones go on.'
                  : 'It is closed now: turning it on opens it to new subscriptions again.'
                : 'Off: the product is made closed, to open later.'
            }
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Names
      </Typography.Title>
      <Typography.Paragraph type="secondary">A language left empty shows the English (US) name in the app. A name given cannot be removed here.</Typography.Paragraph>
      <Row gutter={16}>
        {LOCALES.map((locale) => (
          <Col span={12} key={locale}>
            <Form.Item name={['names', locale]} label={`${LANGUAGE_NAMES[locale]} (${locale})${locale === 'en_US' && !product ? ' *' : ''}`}>
              <Input lang={langOf(locale)} maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
