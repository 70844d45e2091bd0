// A tap on Connect in index.html's prerendered home screen, before the app has taken it over:
// the boot script (src/app/boot-script.ts) records the intent here and starts the app at once;
// ConnectButton carries it out when it mounts (opens the wallet sheet). Kept on <html> so that
// both bundles (the boot script and the app) see it; imports nothing.

const ATTRIBUTE = 'data-suil-intent';
const CONNECT = 'connect';

/** Marks a Connect button; the boot script records a tap on it as the connect intent. */
export const CONNECT_INTENT_PROPS = { 'data-intent': CONNECT } as const;

/** If `target` is inside a Connect button: records the intent, shows it busy and returns true. */
export function recordConnectIntent(target: Element): boolean {
  const button = target.closest(`[data-intent="${CONNECT}"]`);
  if (!button) return false;
  document.documentElement.setAttribute(ATTRIBUTE, CONNECT);
  button.setAttribute('aria-busy', 'true');
  return true;
}

/** Drops the intent (the prerendered sheet was closed before the app ran): the button is idle again. */
export function cancelConnectIntent(): void {
  document.documentElement.removeAttribute(ATTRIBUTE);
  document.querySelector(`[data-intent="${CONNECT}"][aria-busy]`)?.removeAttribute('aria-busy');
}

/** Whether a tap on the prerendered Connect is waiting to be carried out. */
export function hasConnectIntent(): boolean {
  return typeof document !== 'undefined' && document.documentElement.getAttribute(ATTRIBUTE) === CONNECT;
}

/** Takes the pending connect intent (once): true when there was one. */
export function takeConnectIntent(): boolean {
  if (!hasConnectIntent()) return false;
  document.documentElement.removeAttribute(ATTRIBUTE);
  return true;
}
