// A link to a proposal's page, through the router (hash routes). Ant Design colours plain links
// with its default blue (#1677ff, 3.9:1 on white); the console's primary blue reads 6.7:1.
import { Link } from '@refinedev/core';

const LINK_STYLE: React.CSSProperties = { color: '#1d4ed8', textDecoration: 'underline' };

export function ProposalLink({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Link to={`/proposals/show/${id}`} style={LINK_STYLE}>
      {children}
    </Link>
  );
}
