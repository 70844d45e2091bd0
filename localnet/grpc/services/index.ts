// The gRPC services a Sui full node serves, answered from the ledger and the executor: one file
// per service. Methods not registered here answer UNIMPLEMENTED (see ../wire.ts).
import type { Ledger } from '../../ledger/ledger.ts';
import type { Executor } from '../../exec/executor.ts';
import type { GrpcRouter } from '../wire.ts';
import { registerLedgerService } from './ledger.ts';
import { registerStateService } from './state.ts';
import { registerTransactionExecutionService } from './transaction-execution.ts';
import { registerMovePackageService } from './move-package.ts';
import { registerNameService } from './name.ts';
import { registerSubscriptionService } from './subscription.ts';
import { registerSignatureVerificationService } from './signature-verification.ts';

export function registerServices(router: GrpcRouter, ledger: Ledger, executor: Executor): void {
  const context = { ledger, executor };
  registerLedgerService(router, context);
  registerStateService(router, context);
  registerTransactionExecutionService(router, context);
  registerMovePackageService(router, context);
  registerNameService(router);
  registerSubscriptionService(router, context);
  registerSignatureVerificationService(router);
}
