import { describe, expect, it, vi } from 'vitest';
import { BASE_URL } from '../config/env';
import { registerServiceWorkerWhenIdle } from './service-worker';

function idleQueue() {
  const tasks: Array<() => void> = [];
  return { whenIdle: (task: () => void) => void tasks.push(task), runIdle: () => tasks.splice(0).forEach((task) => task()) };
}

describe('registerServiceWorkerWhenIdle', () => {
  it('registers the build’s worker under the app’s base once the browser is idle, not before', () => {
    const register = vi.fn().mockResolvedValue({});
    const { whenIdle, runIdle } = idleQueue();
    registerServiceWorkerWhenIdle({ isBuild: true, container: { register }, whenIdle });
    expect(register).not.toHaveBeenCalled();
    runIdle();
    expect(register).toHaveBeenCalledWith(`${BASE_URL}sw.js`, { scope: BASE_URL });
  });

  it('registers nothing on the dev server or in a browser without service workers', () => {
    const register = vi.fn().mockResolvedValue({});
    const { whenIdle, runIdle } = idleQueue();
    registerServiceWorkerWhenIdle({ isBuild: false, container: { register }, whenIdle });
    registerServiceWorkerWhenIdle({ isBuild: true, container: undefined, whenIdle });
    runIdle();
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps the app running when the registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const register = vi.fn().mockRejectedValue(new TypeError('sw.js: 404'));
    const { whenIdle, runIdle } = idleQueue();
    registerServiceWorkerWhenIdle({ isBuild: true, container: { register }, whenIdle });
    runIdle();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('service worker registration failed', expect.any(TypeError)));
    warn.mockRestore();
  });
});
