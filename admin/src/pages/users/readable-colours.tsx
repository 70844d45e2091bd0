// Links and error red darker than Ant Design's defaults (#1677ff and #ff4d4f are 4.1:1 and
// 3.3:1 on white), and a primary button's hover darker rather than lighter (the theme's
// derived #4373e6 is 4.3:1 under white text): 4.5:1 or better (WCAG AA) for the links, buttons
// and error messages of the users and allowlist screens. These belong in the console's theme
// (app.tsx CONSOLE_THEME), for every screen; this wrapper goes once they are there.
import { ConfigProvider } from 'antd';

const READABLE = { token: { colorLink: '#1d4ed8', colorLinkHover: '#1e40af', colorLinkActive: '#1e3a8a', colorError: '#b91c1c', colorPrimaryHover: '#1e40af' } };

export function ReadableColours({ children }: { children: React.ReactNode }) {
  return <ConfigProvider theme={READABLE}>{children}</ConfigProvider>;
}
