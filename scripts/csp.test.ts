// The built page's Content-Security-Policy (vite/csp.ts) with its inline boot script
// (vite/prerender.ts) and inline styles: each is allowed by the sha256 of its exact text, never by
// 'unsafe-inline', and a script from a file needs no hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../vite/csp.ts';
import { bootScriptElement } from '../vite/prerender.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

// Minified code has '$' signs and quotes, which the hash covers as they are.
const BOOT = '(function(){var $=document.currentScript.dataset;console.log($.modules,"a\'b")})();';
const STYLES = ['html,body{margin:0}', ':root{--rv-brand-color:#3f45ff}'];
const script = bootScriptElement(BOOT, { catalogue: '/chain/locales/{{lng}}/translation.json?v=1', prerender: 'en_US', modules: '/chain/assets/index-a.js /chain/assets/react-dom-b.js', 'wallet-modules': '/chain/assets/dapp-kit-c.js' });
const page = `<head><title>SuiL</title>\n    ${script}\n${STYLES.map((css) => `<style>${css}</style>`).join('\n')}</head><body><script type="module" src="/chain/assets/later.js"></script></body>`;

describe('inline boot script', () => {
  it('holds the code, with what the build tells it as data-* attributes', () => {
    expect(script).toBe(
      `<script data-catalogue="/chain/locales/{{lng}}/translation.json?v=1" data-prerender="en_US" data-modules="/chain/assets/index-a.js /chain/assets/react-dom-b.js" data-wallet-modules="/chain/assets/dapp-kit-c.js">${BOOT}</script>`,
    );
  });

  it('refuses code the HTML parser would not leave to the script', () => {
    expect(() => bootScriptElement('x("</script>")', {})).toThrow(/'<\/script'/);
    expect(() => bootScriptElement('x("<!--")', {})).toThrow(/'<!--'/);
  });
});

describe('CSP of the built page', () => {
  const policy = contentSecurityPolicy(page, {});

  it('allows the inline boot script by the hash of its exact text, and no other inline script', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha256(BOOT)}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows each inline <style> by its hash', () => {
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${STYLES.map(sha256).join(' ')}`);
  });

  it('has no hash to give a page without inline scripts', () => {
    expect(directive(contentSecurityPolicy('<script src="/chain/assets/boot.js"></script>', {}), 'script-src')).toBe("script-src 'self'");
  });
});
