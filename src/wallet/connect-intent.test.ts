import { afterEach, describe, expect, it } from 'vitest';
import { CONNECT_INTENT_PROPS, hasConnectIntent, recordConnectIntent, takeConnectIntent } from './connect-intent';

function prerenderedScreen(): { button: HTMLButtonElement; label: HTMLSpanElement; other: HTMLAnchorElement } {
  document.body.innerHTML = '<div><button><span>Connect Wallet</span></button><a href="#/flow">Pool</a></div>';
  const button = document.querySelector('button')!;
  for (const [name, value] of Object.entries(CONNECT_INTENT_PROPS)) button.setAttribute(name, value);
  return { button, label: button.querySelector('span')!, other: document.querySelector('a')! };
}

describe('connect intent (a tap on the prerendered Connect)', () => {
  afterEach(() => {
    takeConnectIntent();
    document.body.innerHTML = '';
  });

  it('is recorded from a tap inside the button, shows it busy and is taken once', () => {
    const { button, label } = prerenderedScreen();
    expect(recordConnectIntent(label)).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(hasConnectIntent()).toBe(true);
    expect(takeConnectIntent()).toBe(true);
    expect(takeConnectIntent()).toBe(false);
    expect(hasConnectIntent()).toBe(false);
  });

  it('is not recorded from a tap elsewhere', () => {
    const { button, other } = prerenderedScreen();
    expect(recordConnectIntent(other)).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(takeConnectIntent()).toBe(false);
  });
});
