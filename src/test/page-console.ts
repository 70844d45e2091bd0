// What happy-dom prints on Node's console (not the test's) that a browser would not: when a
// fetch is aborted (React Query cancels a query whose component unmounted, or a timeout ends a
// call) it destroys the request and prints the 'socket hang up' Node then reports, a moment
// after the fetch has already rejected. setup.ts drops it, and so does spyOnPageConsole.

/** Whether a console.error call is happy-dom's report of an aborted fetch. */
export function isAbortedFetchReport(args: unknown[]): boolean {
  const [error] = args;
  return args.length === 1 && error instanceof Error && error.message === 'socket hang up' && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
}
