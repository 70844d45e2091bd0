// The smallest useful dApp Kit React 2 app: a connect button and the connected account's SUI
// balance over gRPC, nothing else. `npm run lighthouse` measures it beside SuiL.
import { createDAppKit, DAppKitProvider, useCurrentAccount, useCurrentClient } from '@mysten/dapp-kit-react';
import { ConnectButton } from '@mysten/dapp-kit-react/ui';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

const dAppKit = createDAppKit({
  networks: ['mainnet'],
  createClient: (network) => new SuiGrpcClient({ network, baseUrl: 'https://fullnode.mainnet.sui.io:443' }),
  autoConnect: true,
});

function Balance() {
  const account = useCurrentAccount();
  const client = useCurrentClient();
  const balance = useQuery({
    queryKey: ['balance', account?.address],
    enabled: !!account,
    queryFn: () => client.core.getBalance({ owner: account!.address }),
  });
  if (!account) return <p>Connect a wallet to see your SUI balance.</p>;
  return <p>SUI balance: {balance.data ? balance.data.balance.balance : '...'} MIST</p>;
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <DAppKitProvider dAppKit={dAppKit}>
      <h1>Minimal dApp Kit app</h1>
      <ConnectButton />
      <Balance />
    </DAppKitProvider>
  </QueryClientProvider>,
);
