import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './routes';

describe('route table', () => {
  it('has a page file with a default export for every route of docs/product.md §2', () => {
    const problems: string[] = [];
    for (const [route, file] of Object.entries(PAGE_ROUTES)) {
      const full = path.resolve(__dirname, '..', file);
      if (!fs.existsSync(full)) problems.push(`${route}: ${file} is missing`);
      else if (!/export default/.test(fs.readFileSync(full, 'utf8'))) problems.push(`${route}: ${file} has no default export`);
    }
    expect(problems).toEqual([]);
  });

  it('matches the page glob of router.tsx', () => {
    for (const file of Object.values(PAGE_ROUTES)) expect(file).toMatch(/^features\/[^/]+\/pages\/[^/]+-page\.tsx$/);
  });
});
