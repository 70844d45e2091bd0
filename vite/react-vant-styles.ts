import type { Plugin } from 'vite';

/**
 * react-vant's per-component entry files (es/<component>/index.js) only re-export the
 * component and import its stylesheet, and its package.json does not list them as having
 * side effects; the bundler then skips them and the component ships without its CSS (nav bar,
 * toast, dialog, cell...). Marking them as side-effectful keeps the stylesheet import.
 */
export function reactVantStylesPlugin(): Plugin {
  return {
    name: 'suil-react-vant-styles',
    transform: {
      filter: { id: /react-vant[\\/]es[\\/][^\\/]+[\\/]index\.js$/ },
      handler(code) {
        return { code, moduleSideEffects: true, map: null };
      },
    },
  };
}
