// The app's two cross-cutting events (seed point 2 and 4). A login success (or a language
// change, which the seed treats as one with isNewLogin) makes the page wrapper emit a
// route-data refresh for the current path and wallet address; pages refetch on it.
import { useEffect, useRef } from 'react';

export interface LoginSuccessDetail {
  address: string | null;
  isNewLogin: boolean;
}

export interface RouteDataRefreshDetail {
  path: string;
  address: string | null;
}

const LOGIN_SUCCESS = 'suil:login-success';
const ROUTE_DATA_REFRESH = 'suil:route-data-refresh';
const bus = new EventTarget();

function on<T>(type: string, listener: (detail: T) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  bus.addEventListener(type, handler);
  return () => bus.removeEventListener(type, handler);
}

export function emitLoginSuccess(detail: LoginSuccessDetail): void {
  bus.dispatchEvent(new CustomEvent(LOGIN_SUCCESS, { detail }));
}

export function onLoginSuccess(listener: (detail: LoginSuccessDetail) => void): () => void {
  return on(LOGIN_SUCCESS, listener);
}

export function emitRouteDataRefresh(detail: RouteDataRefreshDetail): void {
  bus.dispatchEvent(new CustomEvent(ROUTE_DATA_REFRESH, { detail }));
}

export function onRouteDataRefresh(listener: (detail: RouteDataRefreshDetail) => void): () => void {
  return on(ROUTE_DATA_REFRESH, listener);
}

/** Runs `refetch` whenever a route-data refresh is emitted; the latest callback is used. */
export function useRouteDataRefresh(refetch: (detail: RouteDataRefreshDetail) => void): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => onRouteDataRefresh((detail) => latest.current(detail)), []);
}
