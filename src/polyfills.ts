// Runtime features that dependencies use but that phones of the last three years and
// wallets' in-app WebViews may lack (build target: Safari/iOS 16, Chrome 109). Imported
// first by main.tsx, before any dependency evaluates. Each one is a no-op where supported.

/* eslint-disable @typescript-eslint/no-explicit-any -- patching built-ins */

// dApp Kit core: iOS 17.4+, Chrome 119+.
if (typeof (Promise as any).withResolvers !== 'function') {
  (Promise as any).withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

// @mysten/sui waitForTransaction: AbortSignal.timeout is iOS 16+, AbortSignal.any iOS 17.4+.
if (typeof AbortSignal !== 'undefined') {
  if (typeof (AbortSignal as any).timeout !== 'function') {
    (AbortSignal as any).timeout = (ms: number): AbortSignal => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    };
  }
  if (typeof (AbortSignal as any).any !== 'function') {
    (AbortSignal as any).any = (signals: AbortSignal[]): AbortSignal => {
      const controller = new AbortController();
      for (const signal of signals) {
        if (signal.aborted) {
          controller.abort(signal.reason);
          break;
        }
        signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      }
      return controller.signal;
    };
  }
}

// dApp Kit wallet list: Chrome 110+.
if (typeof (Array.prototype as any).toSorted !== 'function') {
  Object.defineProperty(Array.prototype, 'toSorted', {
    configurable: true,
    writable: true,
    value: function toSorted<T>(this: T[], compare?: (a: T, b: T) => number): T[] {
      return this.slice().sort(compare);
    },
  });
}

export {};
