// The app's login-success event (docs/product.md §2). A login success (or a language change, which
// docs/product.md §4 treats as one with isNewLogin) makes the page wrapper (src/app/route-page.tsx)
// invalidate the page's data by query key; nothing else listens.

export interface LoginSuccessDetail {
  address: string | null;
  isNewLogin: boolean;
}

const LOGIN_SUCCESS = 'suil:login-success';
const bus = new EventTarget();

export function emitLoginSuccess(detail: LoginSuccessDetail): void {
  bus.dispatchEvent(new CustomEvent(LOGIN_SUCCESS, { detail }));
}

export function onLoginSuccess(listener: (detail: LoginSuccessDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LoginSuccessDetail>).detail);
  bus.addEventListener(LOGIN_SUCCESS, handler);
  return () => bus.removeEventListener(LOGIN_SUCCESS, handler);
}
