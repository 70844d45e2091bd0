// Each screen's one h1 (Refine's page header would make it an h4, and axe wants one top heading).
import { Typography } from 'antd';

export function PageTitle({ children }: { children: React.ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
