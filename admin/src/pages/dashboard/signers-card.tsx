// The dashboard's signing keys: where the voucher key and the sponsor's key are (in a PKCS#11
// token, an HSM, where they sign and are never read; or in the server's memory), whether they
// signed at their last attempt, and their public keys (server/README.md, "The signer").
import { Card, Descriptions, Tag, Typography } from 'antd';
import type { Dashboard } from '../../../../contract/admin.ts';

type Signer = Dashboard['signers']['voucher'];

/** The words for a key's failure (the server's reasons). */
const FAILURES: Record<string, string> = {
  module_unavailable: 'the PKCS#11 module could not be loaded',
  token_unavailable: 'the token is out of reach',
  pin_rejected: 'the token refused the PIN',
  key_missing: 'the key is not in the token',
  key_unsafe: 'the key is not allowed to sign here',
  key_mismatch: "the key is not the one the chain names",
  token_error: 'the token answered with an error',
  timeout: 'the token did not answer in time',
};

/** Dark text on each tag's light background, 4.5:1 or better (as proposal-status-tag.tsx). */
const TAG_TEXT = { green: '#135200', orange: '#873800', red: '#820014', default: 'rgba(0, 0, 0, 0.88)' } as const;

function ReadableTag({ color, children }: { color: keyof typeof TAG_TEXT; children: string }) {
  return (
    <Tag color={color} style={{ color: TAG_TEXT[color] }}>
      {children}
    </Tag>
  );
}

export function signerWhere(signer: Signer): string {
  return signer.kind === 'pkcs11' ? 'In a PKCS#11 token (HSM)' : 'In server memory (env)';
}

export function signerState(signer: Signer): { text: string; color: 'green' | 'red' | 'default' } {
  if (signer.available === null) return { text: 'not used yet', color: 'default' };
  if (signer.available) return { text: 'signs', color: 'green' };
  return { text: `cannot sign: ${FAILURES[signer.lastFailure ?? ''] ?? signer.lastFailure ?? 'unknown'}`, color: 'red' };
}

function SignerRows({ name, signer, what }: { name: string; signer: Signer; what: string }) {
  const state = signerState(signer);
  return (
    <Descriptions column={1} size="small" title={name} data-testid={`signer-${name.toLowerCase().replace(/\W+/g, '-')}`}>
      <Descriptions.Item label="Where">
        <ReadableTag color={signer.kind === 'pkcs11' ? 'green' : 'orange'}>{signerWhere(signer)}</ReadableTag>
      </Descriptions.Item>
      <Descriptions.Item label="State">
        <ReadableTag color={state.color}>{state.text}</ReadableTag>
        {signer.available === false && <Typography.Text type="secondary">{what} are refused until it signs again</Typography.Text>}
      </Descriptions.Item>
      <Descriptions.Item label="Public key">
        {signer.publicKey === null ? 'not read yet' : <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>{signer.publicKey}</Typography.Text>}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function SignersCard({ signers }: { signers: Dashboard['signers'] }) {
  const inMemory = signers.voucher.kind === 'env';
  return (
    <Card title={<span id="dashboard-signers-heading">Signing keys</span>} role="region" aria-labelledby="dashboard-signers-heading">
      {inMemory && (
        <Typography.Paragraph data-testid="signer-in-memory" style={{ color: TAG_TEXT.orange }}>
          The voucher key is in the server&apos;s memory: whoever reads the server&apos;s environment can sign vouchers the contract pays. Production keeps it in an
          HSM (VOUCHER_SIGNER=pkcs11).
        </Typography.Paragraph>
      )}
      <SignerRows name="Voucher key" signer={signers.voucher} what="Withdrawals" />
      {signers.sponsor ? (
        <SignerRows name="Sponsor key" signer={signers.sponsor} what="Free binds" />
      ) : (
        <Typography.Text type="secondary">No sponsor key: free binds are off.</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 13 }}>
        As seen by the server instance that answered.
      </Typography.Paragraph>
    </Card>
  );
}
