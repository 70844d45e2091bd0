// The sign-in page's choice of account: on localnet each local console account is named by its
// role before anything is signed, and choosing one asks for it.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEV_CONSOLE_ACCOUNTS } from '../../../../localnet/packages/finance/dev-keys.ts';
import { LOCAL_CONSOLE_ROLES } from '../../wallet/console-test-wallet.tsx';
import { AccountChoice, localAccountsSentence } from './account-choice.tsx';

const [OPERATOR, APPROVER] = DEV_CONSOLE_ACCOUNTS;
const OTHER = `0x${'12'.repeat(32)}`;

describe('choosing the account to sign in as', () => {
  it('names the local operator and approver by role; another account by its address only', () => {
    const chosen: string[] = [];
    render(<AccountChoice addresses={[OPERATOR.address, APPROVER.address, OTHER]} current={OPERATOR.address} roles={LOCAL_CONSOLE_ROLES} onChoose={(a) => chosen.push(a)} />);
    expect(screen.getByRole('radio', { name: new RegExp(`^${OPERATOR.address} operator writes notices`) })).toBeTruthy();
    expect(screen.getByRole('radio', { name: new RegExp(`^${APPROVER.address} approver approves`) })).toBeTruthy();
    expect(screen.getByRole('radio', { name: OTHER }).closest('label')!.textContent).toBe(OTHER);
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${APPROVER.address}`) }));
    expect(chosen).toEqual([APPROVER.address]);
  });

  it('says in a sentence which local account is which', () => {
    expect(localAccountsSentence(LOCAL_CONSOLE_ROLES)).toBe(
      `This localnet wallet holds the local console accounts ${OPERATOR.address.slice(0, 8)}…${OPERATOR.address.slice(-6)} (operator) and ${APPROVER.address.slice(0, 8)}…${APPROVER.address.slice(-6)} (approver). Propose as the operator, then sign out and sign in as the approver to approve it: two people for money.`,
    );
  });
});
