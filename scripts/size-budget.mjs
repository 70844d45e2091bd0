// The home route's size budget (scripts/size-budget.json), checked by `npm run size -- --check`
// (scripts/bundle-size.mjs), a stage of `npm test`: the files and gzipped bytes a phone downloads
// for the home route may not grow past it. The budget keeps the figures it was written from, chunk
// by chunk under stable names, so that a failure names the chunks that grew.

export const BUDGET_FILE = 'scripts/size-budget.json';
/** The margin over the measured figures a written budget allows. */
export const MARGIN = 0.02;

/**
 * The budget for a measured home route (reports/bundle-size.json's shape: home { files, gzip }
 * and chunks [{ name, gzip }]): its figures plus the margin, and the figures themselves.
 */
export function budgetFrom(summary) {
  return {
    about: 'The home route (npm run size): at most these files and gzipped bytes. Written by `npm run size -- --write-budget`.',
    files: Math.ceil(summary.home.files * (1 + MARGIN)),
    gzip: Math.ceil(summary.home.gzip * (1 + MARGIN)),
    baseline: {
      files: summary.home.files,
      gzip: summary.home.gzip,
      chunks: Object.fromEntries(summary.chunks.map((chunk) => [chunk.name, chunk.gzip])),
    },
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** The chunks that are new or grew against the baseline, the largest growth first. */
export function grownChunks(summary, baseline) {
  return summary.chunks
    .map((chunk) => ({ name: chunk.name, was: baseline.chunks[chunk.name], now: chunk.gzip }))
    .filter((chunk) => chunk.was === undefined || chunk.now > chunk.was)
    .sort((a, b) => b.now - (b.was ?? 0) - (a.now - (a.was ?? 0)));
}

/** What is over the budget, in words naming the chunks that grew; empty when within it. */
export function checkBudget(summary, budget) {
  const over = [];
  if (summary.home.files > budget.files) over.push(`${summary.home.files} files, over the budget of ${budget.files}`);
  if (summary.home.gzip > budget.gzip) over.push(`${kb(summary.home.gzip)} gz, over the budget of ${kb(budget.gzip)}`);
  if (over.length === 0) return [];
  const grown = grownChunks(summary, budget.baseline);
  const gone = Object.keys(budget.baseline.chunks).filter((name) => !summary.chunks.some((chunk) => chunk.name === name));
  const described = grown.map((chunk) =>
    chunk.was === undefined ? `new chunk ${chunk.name} (${kb(chunk.now)})` : `${chunk.name} grew ${kb(chunk.was)} -> ${kb(chunk.now)} (+${chunk.now - chunk.was} B)`,
  );
  return [
    ...over,
    described.length > 0 ? `grown against the baseline: ${described.join('; ')}` : 'no chunk grew against the baseline',
    ...(gone.length > 0 ? [`chunks of the baseline no longer there (renamed or merged?): ${gone.join(', ')}`] : []),
  ];
}
