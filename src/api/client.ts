// The ONE axios instance of the app (docs/api.md): base `env.apiBase` (/api on the same origin),
// the stored access_token as `Authorization: Bearer`, a request timeout, and every failure
// turned into an ApiError. A 401 on a call that carried the current token ends the session
// (docs/product.md §8: "login expired, please log in again").
import axios, { type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { expireSession } from '../auth/session-expiry';
import { env } from '../config/env';
import { useAuthStore } from '../stores/auth';
import { toApiError } from './api-error';

/** A phone on a slow network gets this long per call before it reads "network error". */
export const API_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  baseURL: string;
  timeout?: number;
  /** The token to send, read at each request (it changes on sign-in and logout). */
  getAccessToken: () => string | null;
  /** Called when a call made with `token` was refused with 401 while `token` is still current. */
  onUnauthorized: (token: string) => void;
  /** Tests pass an adapter (or 'fetch'/'http') to talk to their own server. */
  adapter?: AxiosAdapter | 'xhr' | 'fetch' | 'http';
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sent without the token: the sign-in calls, which must not carry a stale one. */
    anonymous?: boolean;
  }
}

/** The token a request was sent with, kept on its config to judge its 401. */
const SENT_TOKEN = Symbol('sentToken');
type ConfigWithToken = InternalAxiosRequestConfig & { [SENT_TOKEN]?: string };

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use((config: ConfigWithToken) => {
    const token = config.anonymous ? null : options.getAccessToken();
    if (token) {
      config.headers.set('Authorization', `Bearer ${token}`);
      config[SENT_TOKEN] = token;
    }
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.code === 'unauthorized') {
      const sent = (error as { config?: ConfigWithToken }).config?.[SENT_TOKEN];
      // A 401 for a call without a token (a refused sign-in) is not an expiry, and a late
      // answer to a call made with an older token must not end a fresh session.
      if (sent && sent === options.getAccessToken()) options.onUnauthorized(sent);
    }
    return Promise.reject(apiError);
  });

  return client;
}

/** The client wired to the app's session: its token, and the session's end on a 401. */
export function createSessionApiClient(options: Pick<ApiClientOptions, 'baseURL' | 'timeout' | 'adapter'>): AxiosInstance {
  return createApiClient({
    ...options,
    getAccessToken: () => useAuthStore.getState().accessToken,
    onUnauthorized: () => expireSession(),
  });
}

/** The app's instance. */
export const apiClient: AxiosInstance = createSessionApiClient({ baseURL: env.apiBase });
