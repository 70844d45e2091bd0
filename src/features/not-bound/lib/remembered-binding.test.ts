import { describe, expect, it } from 'vitest';
import { rememberBinding, rememberedBinding, rememberedBindingKey } from './remembered-binding';

const FINANCE = '0x' + 'f'.repeat(64);
const OTHER_FINANCE = '0x' + 'e'.repeat(64);
const USER = '0x' + 'a'.repeat(64);
const INFO = { root: '0x' + '1'.repeat(64), inviter: '0x' + '2'.repeat(64) };

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('remembered binding', () => {
  it('gives back what was remembered for the same deployment and address, in any spelling of the address', () => {
    const storage = memoryStorage();
    rememberBinding(FINANCE, USER, INFO, storage);
    expect(rememberedBinding(FINANCE, USER.toUpperCase().replace('0X', '0x'), storage)).toEqual(INFO);
  });

  it('knows nothing of another deployment or another address', () => {
    const storage = memoryStorage();
    rememberBinding(FINANCE, USER, INFO, storage);
    expect(rememberedBinding(OTHER_FINANCE, USER, storage)).toBeUndefined();
    expect(rememberedBinding(FINANCE, '0x' + 'b'.repeat(64), storage)).toBeUndefined();
  });

  it('ignores a value it cannot trust, and works without storage', () => {
    const storage = memoryStorage();
    storage.values.set(rememberedBindingKey(FINANCE, USER), '{"root":"0x1","inviter":"<script>"}');
    expect(rememberedBinding(FINANCE, USER, storage)).toBeUndefined();
    storage.values.set(rememberedBindingKey(FINANCE, USER), 'not json');
    expect(rememberedBinding(FINANCE, USER, storage)).toBeUndefined();
    expect(rememberedBinding(FINANCE, USER, null)).toBeUndefined();
    expect(() => rememberBinding(FINANCE, USER, INFO, null)).not.toThrow();
  });
});
