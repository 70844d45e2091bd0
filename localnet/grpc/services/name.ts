// NameService. Localnet has no SuiNS registry: every lookup answers NOT_FOUND, as a node does for
// an address or name without a record (the SDK maps a forward miss to null; a reverse miss
// reaches the caller as a NOT_FOUND RpcError, on mainnet too).
import { Code, GrpcError, type GrpcRouter } from '../wire.ts';
import { addr } from './common.ts';

export function registerNameService(router: GrpcRouter): void {
  router.on('NameService/LookupName', (req) => {
    // As a node validates a SuiNS name before looking it up: labels of letters, digits and
    // hyphens, ending in `.sui` (or starting with `@`).
    const name = String(req.name ?? '');
    if (!/^(@[a-z0-9-]+(\.[a-z0-9-]+)*|([a-z0-9-]+\.)+sui)$/i.test(name)) throw new GrpcError(Code.INVALID_ARGUMENT, `invalid name: "${name}"`);
    throw new GrpcError(Code.NOT_FOUND, `name ${name} not found`);
  });

  router.on('NameService/ReverseLookupName', (req) => {
    const address = addr(req.address, 'address');
    throw new GrpcError(Code.NOT_FOUND, `no name for ${address}`);
  });
}
