// The home route's size budget (scripts/size-budget.json), checked by `npm run size -- --check`
// (scripts/bundle-size.mjs), a stage of `npm test`: the files and gzipped bytes a phone downloads
// may not grow past it, in three parts: the document (all the first paint needs), the home route
// of a visitor with no wallet (what every new visitor downloads), and the wallet stack (loaded
// with a tap on Connect, for a returning wallet, or by a page that needs it). The budget keeps the figures it was written from, chunk by chunk
// under stable names, so that a failure names the chunks that grew.

export const BUDGET_FILE = 'scripts/size-budget.json';
/** The margin over the measured figures a written budget allows. */
export const MARGIN = 0.02;

/**
 * The budget's parts: what each counts (bundle-size.mjs's parts of the home route), in words. The
 * document alone too: the first paint needs nothing else, and on a slow connection it arrives in
 * one round trip only while it fits the first congestion window (10 segments, about 14.3 kB).
 */
export const SCOPES = {
  document: { label: 'the document, all the first paint needs', parts: ['html'] },
  home: { label: 'the home route of a visitor with no wallet', parts: ['html', 'entry', 'entryCss', 'catalogue'] },
  walletStack: { label: 'the wallet stack', parts: ['walletStack', 'walletStackCss'] },
};

/** A part's figures, from the measured chunks (reports/bundle-size.json's chunks: name, part, gzip). */
export function measure(chunks, scope) {
  const own = chunks.filter((chunk) => SCOPES[scope].parts.includes(chunk.part));
  return { files: own.length, gzip: own.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}

/** The budget for the measured chunks: each part's figures plus the margin, and the figures themselves. */
export function budgetFrom(summary) {
  const limits = Object.fromEntries(
    Object.keys(SCOPES).map((scope) => {
      const { files, gzip } = measure(summary.chunks, scope);
      return [scope, { files: Math.ceil(files * (1 + MARGIN)), gzip: Math.ceil(gzip * (1 + MARGIN)) }];
    }),
  );
  return {
    about: 'The document (all the first paint needs), the home route of a visitor with no wallet, and the wallet stack (npm run size): at most these files and gzipped bytes. Written by `npm run size -- --write-budget`.',
    ...limits,
    baseline: { chunks: Object.fromEntries(summary.chunks.map((chunk) => [chunk.name, chunk.gzip])) },
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** The chunks that are new or grew against the baseline, the largest growth first. */
export function grownChunks(chunks, baseline) {
  return chunks
    .map((chunk) => ({ name: chunk.name, was: baseline.chunks[chunk.name], now: chunk.gzip }))
    .filter((chunk) => chunk.was === undefined || chunk.now > chunk.was)
    .sort((a, b) => b.now - (b.was ?? 0) - (a.now - (a.was ?? 0)));
}

/** What is over the budget, in words naming the chunks that grew; empty when within it. */
export function checkBudget(summary, budget) {
  const problems = [];
  for (const [scope, { label, parts }] of Object.entries(SCOPES)) {
    const now = measure(summary.chunks, scope);
    const limit = budget[scope];
    const over = [];
    if (now.files > limit.files) over.push(`${label}: ${now.files} files, over the budget of ${limit.files}`);
    if (now.gzip > limit.gzip) over.push(`${label}: ${kb(now.gzip)} gz, over the budget of ${kb(limit.gzip)}`);
    if (over.length === 0) continue;
    const own = summary.chunks.filter((chunk) => parts.includes(chunk.part));
    const described = grownChunks(own, budget.baseline).map((chunk) =>
      chunk.was === undefined ? `new chunk ${chunk.name} (${kb(chunk.now)})` : `${chunk.name} grew ${kb(chunk.was)} -> ${kb(chunk.now)} (+${chunk.now - chunk.was} B)`,
    );
    problems.push(...over, described.length > 0 ? `grown against the baseline: ${described.join('; ')}` : 'no chunk grew against the baseline');
  }
  if (problems.length === 0) return [];
  const gone = Object.keys(budget.baseline.chunks).filter((name) => !summary.chunks.some((chunk) => chunk.name === name));
  return [...problems, ...(gone.length > 0 ? [`chunks of the baseline no longer there (renamed or merged?): ${gone.join(', ')}`] : [])];
}
