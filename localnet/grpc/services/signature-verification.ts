// SignatureVerificationService: with the SDK's own verification.
import { bcs } from '@mysten/sui/bcs';
import { toBase64 } from '@mysten/sui/utils';
import { verifyPersonalMessageSignature, verifyTransactionSignature } from '@mysten/sui/verify';
import { Code, GrpcError, type GrpcRouter } from '../wire.ts';
import { addr } from './common.ts';

export function registerSignatureVerificationService(router: GrpcRouter): void {
  router.on('SignatureVerificationService/VerifySignature', async (req) => {
    const sigBytes = req.signature?.bcs?.value;
    const message = req.message;
    if (!sigBytes?.length) throw new GrpcError(Code.INVALID_ARGUMENT, 'signature.bcs is required');
    if (!message?.value) throw new GrpcError(Code.INVALID_ARGUMENT, 'message is required');
    const signature = toBase64(sigBytes);
    const scheme = sigBytes[0];
    // zkLogin (5) needs JWKs and a proof verifier this node does not have; passkeys (6) and
    // multisig (3) are not needed by this app. Refuse rather than answer wrongly.
    if (scheme !== 0 && scheme !== 1 && scheme !== 2) throw new GrpcError(Code.UNIMPLEMENTED, `signature scheme flag ${scheme} is not verified by localnet`);
    const options = req.address ? { address: addr(req.address, 'address') } : {};
    try {
      if (message.name === 'PersonalMessage') {
        await verifyPersonalMessageSignature(bcs.byteVector().parse(message.value), signature, options);
      } else if (message.name === 'TransactionData') {
        await verifyTransactionSignature(message.value, signature, options);
      } else {
        throw new GrpcError(Code.INVALID_ARGUMENT, `message name must be PersonalMessage or TransactionData, not ${message.name}`);
      }
      return { isValid: true };
    } catch (e) {
      if (e instanceof GrpcError) throw e;
      return { isValid: false, reason: (e as Error).message };
    }
  });
}
