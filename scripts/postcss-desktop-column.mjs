// PostCSS plugin, run after px -> vw: on screens at least `minWidth` wide (desktop, tablet)
// the app is a centred column `columnWidth` px wide, so every vw length is re-stated in px
// relative to that column inside one media query at the end of each file. Without it a
// 375-px design converted to vw would render fonts several times too big on a desktop.
const VW = /(-?\d*\.?\d+)vw\b/g;
const HAS_VW = /\dvw\b/;

/** @param {{ minWidth: number, columnWidth: number }} options */
export default function desktopColumn({ minWidth, columnWidth }) {
  const toPx = (value) =>
    value.replace(VW, (_, n) => `${Number(((Number(n) * columnWidth) / 100).toFixed(3))}px`);
  return {
    postcssPlugin: 'suil-desktop-column',
    OnceExit(root, { AtRule }) {
      const media = new AtRule({ name: 'media', params: `(min-width: ${minWidth}px)` });
      root.walkRules((rule) => {
        // Keyframes and rules already inside a media query keep their own units.
        if (rule.parent && rule.parent.type === 'atrule') return;
        const decls = rule.nodes.filter((n) => n.type === 'decl' && HAS_VW.test(n.value));
        if (decls.length === 0) return;
        const clone = rule.clone({ nodes: [] });
        for (const decl of decls) clone.append(decl.clone({ value: toPx(decl.value) }));
        media.append(clone);
      });
      if (media.nodes && media.nodes.length > 0) root.append(media);
    },
  };
}
desktopColumn.postcss = true;
