// What the app's build (vite.config.ts) and the console's (vite.admin.config.ts) share: the
// project root, the base path, the /api proxy target, the ports and the browser targets.
import path from 'node:path';

/** The project root: the mode's .env files, locales/, src/ and dist/ are resolved from it. */
export const ROOT = path.resolve(import.meta.dirname, '..');

export const BASE = '/chain/';
/** Where dev and preview proxy /api (the server's default port); the console's config shares it. */
export const API_TARGET = 'http://127.0.0.1:8787';
/**
 * The operator console's own dev server and preview (vite.admin.config.ts). The app's dev server
 * and preview pass /chain/admin/ to them, so the console runs on the app's origin as deployed
 * (its sign-in message names that origin, which the server accepts).
 */
export const ADMIN_DEV_PORT = 5174;
export const ADMIN_PREVIEW_PORT = 4174;

/** iOS 16+ Safari and WebViews, Android Chrome/WebView 109+ (2023), current desktops. */
export const BUILD_TARGET = ['es2020', 'safari16', 'ios16', 'chrome109', 'edge109', 'firefox115'];

export const CSP_FILE = 'content-security-policy.txt';
