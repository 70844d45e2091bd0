// The home screen that the build prerenders into index.html is what the app itself renders
// first for the same visitor (en_US, no wallet yet): main.tsx hydrates it with no mismatch, so
// no DOM is rebuilt and nothing changes on screen.
import { act } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { hydrateRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app-root';
import { renderHomeScreen } from './prerender';
import { appRoutes } from './router';

/** The markup as the browser reads it, without React's text separators. */
function normalized(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = html;
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  container.normalize();
  // Inline styles as the browser reads them (React's server and client spell them differently).
  for (const element of container.querySelectorAll<HTMLElement>('[style]')) element.setAttribute('style', element.style.cssText);
  return container.innerHTML;
}

/**
 * React's development check compares style attributes as strings, and writes a property set
 * to undefined (react-vant's Loading colour) as an empty declaration that neither renderer puts
 * in the DOM: the same style, not a mismatch.
 */
function sameStyle([format, prop, server, client]: unknown[]): boolean {
  const declarations = (style: unknown) =>
    String(style)
      .replace(/^"|"$/g, '')
      .split(';')
      .filter((declaration) => !/^[^:]*:\s*$/.test(declaration))
      .join(';');
  return String(format).startsWith('Warning: Prop `%s` did not match') && prop === 'style' && declarations(server) === declarations(client);
}

async function prerenderScreens() {
  const catalogue = JSON.parse(fs.readFileSync(path.resolve('locales/en_US/translation.json'), 'utf8'));
  // React's server renderer warns that layout effects (the router's) do not run there.
  const error = console.error;
  const quiet = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
  });
  try {
    return await renderHomeScreen('en_US', catalogue);
  } finally {
    quiet.mockRestore();
  }
}

const prerender = async () => (await prerenderScreens()).home;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerendered home screen', () => {
  it('has real links, as the hash router writes them: they work before the app has run', async () => {
    const prerendered = await prerender();
    expect(prerendered).toContain('Connect Wallet');
    expect(prerendered).toContain('href="#/flow"');
    expect(prerendered).toContain('href="#/hashrate"');
  });

  it('is hydrated by the app with no mismatch: the same nodes stay, nothing is rebuilt', async () => {
    const prerendered = await prerender();
    const container = document.createElement('div');
    container.innerHTML = prerendered;
    document.body.appendChild(container);
    const connect = container.querySelector('button[data-intent="connect"]');
    const links = [...container.querySelectorAll('a')];
    expect(connect).not.toBeNull();

    // A mismatch is a recoverable error (React then renders the root again on the client) and,
    // in development, a console error.
    const recoverable: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mounted = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <AppRoot router={createHashRouter(appRoutes())} onMounted={mounted} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    expect(recoverable).toEqual([]);
    expect(consoleErrors.mock.calls.filter((call) => !sameStyle(call))).toEqual([]);
    expect(mounted).toHaveBeenCalled();
    expect(container.querySelector('button[data-intent="connect"]')).toBe(connect);
    expect([...container.querySelectorAll('a')]).toEqual(links);
    expect(normalized(container.innerHTML)).toBe(normalized(prerendered));
    act(() => root.unmount());
  });

  it("comes with the wallet sheet a tap on Connect shows before the app has run: the app sheet's markup, open, looking for wallets", async () => {
    const { connectSheet } = await prerenderScreens();
    const container = document.createElement('div');
    container.innerHTML = connectSheet;
    expect(container.querySelector('.rv-overlay[data-sheet-close]')).not.toBeNull();
    const sheet = container.querySelector('.rv-popup.rv-popup--bottom');
    expect(sheet?.querySelector('h2')?.textContent).toBe('Connect a Wallet');
    expect(sheet?.querySelector('button[data-sheet-close]')?.getAttribute('aria-label')).toBe('Close');
    expect(sheet?.querySelector('[role="status"]')?.textContent).toBe('Looking for wallets…');
  });
});
