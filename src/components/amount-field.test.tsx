import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { AmountField } from './amount-field';
import { renderForTest } from '../test/render-for-test';

function Harness({ available, error }: { available: bigint | null; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="Pledge quantity"
      value={value}
      onChange={setValue}
      decimals={9}
      symbol="SUI"
      symbolText="SUI"
      available={available}
      error={error}
    />
  );
}

describe('AmountField', () => {
  it('keeps the text exactly as typed or pasted: nothing is stripped into another number', () => {
    renderForTest(<Harness available={null} />);
    const input = screen.getByLabelText('Pledge quantity') as HTMLInputElement;
    // Once '1e3' became '13', '-1' became '1' and '1.5.5' became '1.55' here, and that was signed.
    for (const text of ['1e3', '-1', '1.5.5', '１２', '12a.1234567891']) {
      fireEvent.change(input, { target: { value: text } });
      expect(input.value).toBe(text);
    }
  });

  it('shows an unknown balance honestly and disables Max', () => {
    renderForTest(<Harness available={null} />);
    expect(screen.getByText('Available: -- SUI')).toBeTruthy();
    const max = screen.getByRole('button', { name: 'Max' }) as HTMLButtonElement;
    expect(max.disabled).toBe(true);
    // The reason it is disabled: the unknown available amount, named by its description.
    expect(document.getElementById(max.getAttribute('aria-describedby')!)?.textContent).toBe('Available: -- SUI');
  });

  it('fills the available amount on Max', () => {
    renderForTest(<Harness available={1_234_500_000_000n} />);
    expect(screen.getByText('Available: 1,234.5 SUI')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect((screen.getByLabelText('Pledge quantity') as HTMLInputElement).value).toBe('1234.5');
  });

  it('announces the error', () => {
    renderForTest(<Harness available={null} error="Insufficient balance" />);
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
    expect(screen.getByLabelText('Pledge quantity').getAttribute('aria-invalid')).toBe('true');
  });
});
