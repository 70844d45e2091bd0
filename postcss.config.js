// Designed at 375 px (docs/product.md §9): px become vw, precision 5. On wide screens the
// desktop-column plugin restates those lengths in px for a centred 430-px column.
// A declaration that must stay px everywhere ends with `/* px-to-viewport-ignore */`.
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import desktopColumn from './scripts/postcss-desktop-column.mjs';

export const DESIGN_WIDTH = 375;
export const DESKTOP_MIN_WIDTH = 600;
export const DESKTOP_COLUMN_WIDTH = 430;

export default {
  plugins: [
    pxToViewport({
      unitToConvert: 'px',
      viewportWidth: DESIGN_WIDTH,
      unitPrecision: 5,
      propList: ['*'],
      viewportUnit: 'vw',
      fontViewportUnit: 'vw',
      selectorBlackList: ['.suil-keep-px'],
      minPixelValue: 2, // 1px hairlines stay 1px
      mediaQuery: false,
      replace: true,
      landscape: false,
    }),
    desktopColumn({ minWidth: DESKTOP_MIN_WIDTH, columnWidth: DESKTOP_COLUMN_WIDTH }),
  ],
};
