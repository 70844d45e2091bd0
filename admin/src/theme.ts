// The console's Ant Design theme. Text, links, the danger red and the hover shades are darker than
// Ant Design's defaults (links #1677ff 3.9:1, red #ff4d4f 3.3:1, the primary hover #4373e6 4.3:1
// under white text), so that every screen reads 4.5:1 or better on white (WCAG AA).
export const CONSOLE_THEME = {
  token: {
    colorPrimary: '#1d4ed8',
    colorPrimaryHover: '#1e40af',
    colorLink: '#1d4ed8',
    colorLinkHover: '#1e40af',
    colorLinkActive: '#1e3a8a',
    colorError: '#b91c1c',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  },
};
