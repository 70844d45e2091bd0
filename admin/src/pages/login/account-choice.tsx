// The accounts of a connected wallet that holds several (the local one holds the local console's
// operator and approver): the one chosen signs the sign-in message. On localnet each local
// console account is named by its role, so a tester knows whom they sign in as before signing.
import { Radio, Space, Tag, Typography } from 'antd';
import { shortAddress } from '../dashboard/format.ts';

// Preset tag colours whose text reads 4.5:1 on their background (as the header's).
const ROLE_COLOURS: Record<string, string> = { viewer: 'default', operator: 'blue', approver: 'purple' };

const ROLE_WORDS: Record<string, string> = {
  viewer: 'reads everything',
  operator: 'writes notices, pauses, proposes changes',
  approver: "approves another person's proposal",
};

export interface AccountChoiceProps {
  addresses: readonly string[];
  current: string;
  /** The local console accounts' roles by address (empty outside localnet). */
  roles: ReadonlyMap<string, string>;
  onChoose: (address: string) => void;
}

export function AccountChoice({ addresses, current, roles, onChoose }: AccountChoiceProps) {
  return (
    <Radio.Group aria-label="Sign in as" value={current} onChange={(event) => onChoose(event.target.value as string)}>
      <Space direction="vertical">
        {addresses.map((address) => {
          const role = roles.get(address);
          return (
            <Radio key={address} value={address}>
              <Typography.Text code>{address}</Typography.Text>
              {role && (
                <>
                  {' '}
                  <Tag color={ROLE_COLOURS[role]} data-testid={`login-role-${address}`}>
                    {role}
                  </Tag>{' '}
                  <Typography.Text type="secondary">{ROLE_WORDS[role] ?? ''}</Typography.Text>
                </>
              )}
            </Radio>
          );
        })}
      </Space>
    </Radio.Group>
  );
}

/** "The local console wallet holds 0x7db3ee…e4ab6b (operator) and 0xd5378a…e5df67 (approver): ..." */
export function localAccountsSentence(roles: ReadonlyMap<string, string>): string {
  const named = [...roles].map(([address, role]) => `${shortAddress(address)} (${role})`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
  return `This localnet wallet holds the local console accounts ${list}. Propose as the operator, then sign out and sign in as the approver to approve it: two people for money.`;
}
