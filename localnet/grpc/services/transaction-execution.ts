// TransactionExecutionService: ExecuteTransaction and SimulateTransaction.
import { REFERENCE_GAS_PRICE } from '../../ledger/ledger.ts';
import { resolveInputs } from '../../exec/input-resolution.ts';
import { inspect, simulateWithGas } from '../../exec/gas-selection.ts';
import { Code, GrpcError, type GrpcRouter } from '../wire.ts';
import { sub, wants } from '../mask.ts';
import { transactionFromProto } from '../transaction-from-proto.ts';
import { G, mask, txMsg, type ServiceContext } from './common.ts';

export function registerTransactionExecutionService(router: GrpcRouter, { ledger, executor }: ServiceContext): void {
  router.on('TransactionExecutionService/ExecuteTransaction', async (req) => {
    const bytes = req.transaction?.bcs?.value;
    if (!bytes?.length) throw new GrpcError(Code.INVALID_ARGUMENT, 'transaction.bcs is required');
    // A signature comes as its serialized bytes, or as its parts (flag || signature || key).
    const signatures: Uint8Array[] = req.signatures
      .map((s) => {
        if (s.bcs?.value?.length) return s.bcs.value;
        const simple = s.signature?.oneofKind === 'simple' ? s.signature.simple : undefined;
        if (simple?.signature && simple.publicKey) return new Uint8Array([simple.scheme ?? 0, ...simple.signature, ...simple.publicKey]);
        return undefined;
      })
      .filter((v): v is Uint8Array => !!v?.length);
    // A refusal (TxRejected) reaches the caller through the router's error mapping.
    await executor.verifySignatures(bytes, signatures);
    const result = executor.execute(bytes, signatures);
    const tree = mask(req.readMask, ['effects', 'events', 'digest']);
    return { transaction: txMsg(ledger, result.tx, tree, undefined, result.outcome) };
  });

  router.on('TransactionExecutionService/SimulateTransaction', (req) => {
    if (!req.transaction) throw new GrpcError(Code.INVALID_ARGUMENT, 'transaction is required');
    const checks = req.checks !== G.SimulateTransactionRequest_TransactionChecks.DISABLED;
    const resolved = resolveInputs(ledger, transactionFromProto(req.transaction));
    const { data, outcome } = checks ? simulateWithGas(ledger, executor, resolved, !!req.doGasSelection, !!req.transaction.bcs?.value?.length) : inspect(executor, resolved);
    const tree = mask(req.readMask, ['transaction.effects.status']);
    const txTree = sub(tree, 'transaction');
    return {
      transaction: txMsg(ledger, outcome.tx, txTree, data, outcome),
      commandOutputs: wants(tree, 'command_outputs')
        ? outcome.commandOutputs.map((c) => ({
            returnValues: c.returnValues.map((r) => ({ value: { name: r.type, value: r.bcs } })),
            mutatedByRef: c.mutatedByRef.map((r) => ({ value: { name: r.type, value: r.bcs } })),
          }))
        : [],
      suggestedGasPrice: REFERENCE_GAS_PRICE,
    };
  });
}
