// The key ceremony's commands (server/README.md, "The key ceremony"): make the voucher key (or the
// sponsor's) inside the PKCS#11 token, or put an existing one there once; read its public key; and
// check the token, the key and the chain before the server signs with it. They read the server's
// environment (PKCS11_MODULE, PKCS11_SLOT or PKCS11_TOKEN_LABEL, PKCS11_PIN_FILE, the key labels,
// and SUI_NODE_URL, LIQUIDITY_SWAP_ID for the chain) and need no database.
import { readFileSync } from 'node:fs';
import { Ed25519PublicKey } from '@mysten/sui/keypairs/ed25519';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { type Pkcs11KeySettings, type ServerConfig, loadConfig } from '../config.ts';
import { SignerUnavailable, ed25519PublicKeyOf } from '../payouts/key-signer.ts';
import { type KeyAttributes, createTokenKey, describeToken, finalizeTokens, importTokenKey, inspectKey } from '../payouts/pkcs11-token.ts';
import { readSwapState } from '../payouts/reserve.ts';
import { envSignerRefusal } from '../payouts/signers.ts';

export const SIGNER_VERBS: Record<string, { usage: string; help: string }> = {
  'signer-create-key': {
    usage: 'signer-create-key [--key voucher|sponsor]',
    help: 'Makes a new Ed25519 key pair inside the PKCS#11 token (CKM_EC_EDWARDS_KEY_PAIR_GEN), sensitive and never extractable, labelled PKCS11_KEY_LABEL (voucher, the default) or SPONSOR_PKCS11_KEY_LABEL (sponsor); prints its public key and address. Refuses a label already in the token.',
  },
  'signer-import-key': {
    usage: 'signer-import-key [--key voucher|sponsor] --secret-file PATH',
    help: 'Puts an existing 32-byte Ed25519 secret (hex, the first line of PATH) into the token once, sensitive and not extractable from then on, with its public key; prints the public key. Then delete every other copy of the secret (the file, OPERATOR_SECRET_KEY or SPONSOR_SECRET_KEY everywhere, backups).',
  },
  'signer-public-key': {
    usage: 'signer-public-key [--key voucher|sponsor]',
    help: "Prints the key's raw Ed25519 public key (hex: the finance package's operator_pubkey for the voucher key) and its Sui address, wherever the key is (VOUCHER_SIGNER, SPONSOR_SIGNER).",
  },
  'signer-check': {
    usage: 'signer-check',
    help: "Checks what the server will sign with: the token's module lists CKM_EDDSA, each key is there, safe (sensitive, not extractable) and signs what its public key verifies, the voucher key is the chain's operator_pubkey, the sponsor's is not the voucher key. Exit 0 when all hold, 1 naming what does not.",
  },
};

export interface SignerCommandIo {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
}

type Purpose = 'voucher' | 'sponsor';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const addressOf = (publicKey: Uint8Array) => new Ed25519PublicKey(publicKey).toSuiAddress();
const yes = (flag: boolean) => (flag ? 'yes' : 'NO');

function tokenKey(config: ServerConfig, purpose: Purpose): Pkcs11KeySettings {
  if (!config.pkcs11) throw new CommandRefusal('no token: set PKCS11_MODULE, PKCS11_SLOT or PKCS11_TOKEN_LABEL, and PKCS11_PIN_FILE (server/README.md, "The signer")');
  return config.pkcs11[purpose];
}

class CommandRefusal extends Error {}

function describeAttributes(a: KeyAttributes): string {
  const origin = a.alwaysSensitive && a.neverExtractable ? 'made in the token' : 'imported (delete every other copy of its secret)';
  return `sensitive ${yes(a.sensitive)}, extractable ${a.extractable ? 'YES' : 'no'}, always sensitive ${yes(a.alwaysSensitive)}, never extractable ${yes(a.neverExtractable)}: ${origin}`;
}

function nextSteps(purpose: Purpose, publicKey: Uint8Array): string[] {
  return purpose === 'voucher'
    ? [
        `next: the finance package's LiquiditySwap must hold this operator_pubkey (${hex(publicKey)}; on localnet LOCALNET_OPERATOR_PUBKEY), ` +
          'then set VOUCHER_SIGNER=pkcs11 and run npm run server:signer-check',
      ]
    : [`next: send SUI to ${addressOf(publicKey)} (npm run server:sponsor-sweep moves coins into its address balance), set SPONSOR_SIGNER=pkcs11 and run npm run server:signer-check`];
}

/** The raw public key of the key the server signs with for `purpose` (null: no sponsor). */
function configuredPublicKey(config: ServerConfig, purpose: Purpose): { kind: 'env' | 'pkcs11'; publicKey: Uint8Array; where: string } | null {
  if (purpose === 'voucher') {
    const signer = config.voucherSigner;
    if (signer.kind === 'env') return { kind: 'env', publicKey: ed25519PublicKeyOf(Buffer.from(signer.secretKeyHex, 'hex')), where: 'OPERATOR_SECRET_KEY, in memory' };
    return { kind: 'pkcs11', publicKey: inspectKey(signer.key).publicKey, where: `"${signer.key.keyLabel}" in the token` };
  }
  const { pkcs11, secretKeyHex } = config.sponsor;
  if (pkcs11) return { kind: 'pkcs11', publicKey: inspectKey(pkcs11).publicKey, where: `"${pkcs11.keyLabel}" in the token` };
  if (secretKeyHex) return { kind: 'env', publicKey: ed25519PublicKeyOf(Buffer.from(secretKeyHex, 'hex')), where: 'SPONSOR_SECRET_KEY, in memory' };
  return null;
}

function readSecretFile(path: string): Uint8Array {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CommandRefusal(`the secret file ${path} could not be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const secret = text.split(/\r?\n/)[0]!.trim().replace(/^0x/, '');
  if (!/^[0-9a-fA-F]{64}$/.test(secret)) throw new CommandRefusal(`the first line of ${path} is not a 32-byte Ed25519 secret in hex`);
  return Buffer.from(secret, 'hex');
}

async function check(config: ServerConfig, io: SignerCommandIo): Promise<number> {
  const problems: string[] = [];
  const token = config.pkcs11?.voucher ?? null;
  const usesToken = config.voucherSigner.kind === 'pkcs11' || config.sponsor.pkcs11 !== null;
  if (token) {
    try {
      const info = describeToken(token);
      io.out(`token "${info.label}" (slot ${info.slotId}, serial ${info.serial}) of ${info.module}: ${info.library}`);
      io.out(`  mechanisms: CKM_EDDSA ${yes(info.mechanisms.eddsa)}, CKM_EC_EDWARDS_KEY_PAIR_GEN ${yes(info.mechanisms.edwardsKeyGen)}`);
      if (!info.mechanisms.eddsa) problems.push("the token's module does not list CKM_EDDSA: it cannot sign Ed25519");
    } catch (error) {
      if (!(error instanceof SignerUnavailable)) throw error;
      problems.push(`the token (${error.reason}): ${error.message}`);
    }
  } else if (usesToken) {
    problems.push('no token configured');
  }
  const refusal = envSignerRefusal(config);
  if (refusal) problems.push(refusal);

  const keys: Partial<Record<Purpose, Uint8Array>> = {};
  for (const purpose of ['voucher', 'sponsor'] as const) {
    const settings = purpose === 'voucher' ? (config.voucherSigner.kind === 'pkcs11' ? config.voucherSigner.key : null) : config.sponsor.pkcs11;
    const name = purpose === 'voucher' ? 'voucher key' : "sponsor's key";
    if (settings) {
      try {
        const key = inspectKey(settings);
        keys[purpose] = key.publicKey;
        io.out(`${name} "${settings.keyLabel}" in the token: public key ${hex(key.publicKey)}, address ${addressOf(key.publicKey)}`);
        io.out(`  ${describeAttributes(key.attributes)}; signs what its public key verifies: ${yes(key.signs)}`);
        if (!key.attributes.sensitive || key.attributes.extractable) problems.push(`the ${name} can leave the token`);
        if (!key.signs) problems.push(`the ${name} does not sign what its public key verifies`);
      } catch (error) {
        if (!(error instanceof SignerUnavailable)) throw error;
        problems.push(`the ${name}: ${error.message}`);
      }
      continue;
    }
    const configured = configuredPublicKey(config, purpose);
    if (configured) {
      keys[purpose] = configured.publicKey;
      io.out(`${name}: ${configured.where}: public key ${hex(configured.publicKey)}, address ${addressOf(configured.publicKey)}`);
    } else {
      io.out(`${name}: none (no free binds)`);
    }
  }
  if (keys.voucher && keys.sponsor && hex(keys.voucher) === hex(keys.sponsor)) problems.push("the sponsor's key is the voucher key");

  if (keys.voucher) {
    const client = new SuiGrpcClient({ network: config.network as 'localnet', baseUrl: config.suiNodeUrl });
    try {
      const { operatorPublicKey } = await readSwapState(client, config.liquiditySwapId);
      const matches = hex(operatorPublicKey) === hex(keys.voucher);
      io.out(`chain: the operator_pubkey of LiquiditySwap ${config.liquiditySwapId} at ${config.suiNodeUrl} is ${hex(operatorPublicKey)}: ${matches ? 'the voucher key' : 'NOT the voucher key'}`);
      if (!matches) problems.push("the voucher key is not the chain's operator_pubkey: the contract would refuse every voucher");
    } catch (error) {
      problems.push(`the chain could not be read at ${config.suiNodeUrl} (SUI_NODE_URL): ${(error as Error).message}`);
    }
  }
  for (const problem of problems) io.err(`problem: ${problem}`);
  if (problems.length === 0) io.out('the server can sign with these keys');
  return problems.length === 0 ? 0 : 1;
}

/** Runs one signer-* verb; returns its exit code (0 done, 1 refused). */
export async function runSignerCommand(verb: string, options: { key: string | undefined; secretFile: string | undefined }, io: SignerCommandIo): Promise<number> {
  const purpose = (options.key ?? 'voucher') as Purpose;
  try {
    if (purpose !== 'voucher' && purpose !== 'sponsor') throw new CommandRefusal(`--key is voucher or sponsor, got ${options.key}`);
    let config: ServerConfig;
    try {
      config = loadConfig(io.env);
    } catch (error) {
      throw new CommandRefusal(`the server's environment is not valid: ${(error as Error).message}`);
    }
    switch (verb) {
      case 'signer-create-key': {
        const settings = tokenKey(config, purpose);
        const key = createTokenKey(settings);
        io.out(`created the ${purpose} key "${settings.keyLabel}" in the token (${describeAttributes(key.attributes)})`);
        io.out(`public key: ${hex(key.publicKey)}`);
        io.out(`Sui address: ${addressOf(key.publicKey)}`);
        for (const line of nextSteps(purpose, key.publicKey)) io.out(line);
        return 0;
      }
      case 'signer-import-key': {
        if (!options.secretFile) throw new CommandRefusal('--secret-file PATH required (never the secret itself on the command line: it would be in your shell history and the process list)');
        const settings = tokenKey(config, purpose);
        const key = importTokenKey(settings, readSecretFile(options.secretFile));
        io.out(`imported the ${purpose} key "${settings.keyLabel}" into the token (${describeAttributes(key.attributes)})`);
        io.out(`public key: ${hex(key.publicKey)}`);
        io.out(`Sui address: ${addressOf(key.publicKey)}`);
        io.out(
          `now delete every other copy of the secret: ${options.secretFile}, ${purpose === 'voucher' ? 'OPERATOR_SECRET_KEY' : 'SPONSOR_SECRET_KEY'} in every environment and deployment file, backups, password managers: the token will never give it back, and a copy left anywhere can still sign`,
        );
        for (const line of nextSteps(purpose, key.publicKey)) io.out(line);
        return 0;
      }
      case 'signer-public-key': {
        const configured = configuredPublicKey(config, purpose);
        if (!configured) throw new CommandRefusal('no sponsor: set SPONSOR_SECRET_KEY, or SPONSOR_SIGNER=pkcs11 with its key in the token');
        io.out(`${purpose} key: ${configured.where}`);
        io.out(`public key: ${hex(configured.publicKey)}`);
        io.out(`Sui address: ${addressOf(configured.publicKey)}`);
        return 0;
      }
      case 'signer-check':
        return await check(config, io);
    }
    return 2;
  } catch (error) {
    if (error instanceof SignerUnavailable) {
      io.err(`refused (${error.reason}): ${error.message}`);
      return 1;
    }
    if (error instanceof CommandRefusal) {
      io.err(`refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    finalizeTokens();
  }
}
