// The home screen that the build prerenders into index.html is what the app itself renders
// first for the same visitor (en_US, no wallet yet), so main.tsx's render replaces it with no
// visible change.
import { act } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderHomeScreen } from './prerender';
import { AppProvider } from './provider';
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

describe('prerendered home screen', () => {
  it('is the markup the app renders first', async () => {
    const catalogue = JSON.parse(fs.readFileSync(path.resolve('locales/en_US/translation.json'), 'utf8'));
    // React's server renderer warns that layout effects (the router's) do not run there.
    const error = console.error;
    const quiet = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
    });
    const prerendered = await renderHomeScreen('en_US', catalogue);
    quiet.mockRestore();

    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <StrictMode>
          <AppProvider>
            <RouterProvider router={createHashRouter(appRoutes())} />
          </AppProvider>
        </StrictMode>,
      );
    });
    expect(prerendered).toContain('Connect Wallet');
    // Real links, as the hash router writes them: they work before the app has run.
    expect(prerendered).toContain('href="#/flow"');
    expect(prerendered).toContain('href="#/hashrate"');
    const client = normalized(container.innerHTML);
    const server = normalized(prerendered);
    // Where they differ first, with some context (the whole screen is one long line).
    let at = 0;
    while (at < client.length && client[at] === server[at]) at++;
    expect(client.slice(Math.max(0, at - 200), at + 200)).toBe(server.slice(Math.max(0, at - 200), at + 200));
    expect(client.length).toBe(server.length);
    act(() => root.unmount());
  });
});
