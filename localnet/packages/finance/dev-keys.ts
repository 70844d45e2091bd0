// DEV-ONLY KEYS. These secrets are public (they are in this repository) and exist so that
// localnet, its tests and the local server can act as the finance package's root user, as the
// withdrawal operator and as the sponsor of free binds. They must never guard anything outside localnet: mainnet uses its
// own operator key (held by the server) and its own root.
//
// Each secret is sha256 of a fixed seed string, so anyone can re-derive it:
//   node -e "console.log(require('crypto').createHash('sha256').update('<seed>').digest('hex'))"
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fromHex } from '@mysten/sui/utils';

/** Seed 'suil-localnet dev operator v1': signs `swap::withdraw` vouchers on localnet. */
export const DEV_OPERATOR_SECRET_KEY_HEX =
  'ffecef7e653179bd48d34bc7632c1054caaba08096b8c6153a39e41606c99993';

/**
 * The raw Ed25519 public key (hex, no 0x) of DEV_OPERATOR_SECRET_KEY_HEX: the default for
 * LOCALNET_OPERATOR_PUBKEY / `LocalnetConfig.operatorPublicKey`. A unit test checks the pair.
 */
export const DEV_OPERATOR_PUBLIC_KEY_HEX =
  '80b0d9307c1bbb27aa3f599dabd6bfc548da8466e4a64d6cdd4a98e81ebb6cf6';

/** Seed 'suil-localnet dev root v1': the address genesis sets as `Finance.root`. */
export const DEV_ROOT_SECRET_KEY_HEX =
  '63684b0781a84ac48460809c3156551c6a873073272b6522cd366c5e9f5ccba8';

/** The Sui address of DEV_ROOT_SECRET_KEY_HEX (a unit test checks it). */
export const DEV_ROOT_ADDRESS = '0xc11c7979f02e7382fa2db1560d61b883a7e022104dfcd77eef04870f271f466c';

/**
 * Seed 'suil-localnet dev sponsor v1': localnet only. The server pays the gas of sponsored binds
 * (`finance::bind_inviter`) with it when NETWORK=localnet and no SPONSOR_SECRET_KEY is set, so the
 * free bind works with `npm start`; mainnet and test builds never use it. Genesis gives its SUI
 * address balance `DEFAULTS.devSponsorAddressBalance`, which sponsored gas is paid from.
 */
export const DEV_SPONSOR_SECRET_KEY_HEX =
  'e815f1fd60b5629978aecf205a3af49bbf36cf973e2f94fa8e4a7193c84ddeed';

/** The Sui address of DEV_SPONSOR_SECRET_KEY_HEX (a unit test checks it). */
export const DEV_SPONSOR_ADDRESS = '0xba2b40942e87b258a6c0b289f9d80c79c4a64e9588ced794f69233b07dc2ba64';

/**
 * The local console's two accounts (`CONSOLE_DEV_ACCOUNTS=1`, which `npm start` and the e2e stack
 * set): the server puts them on the console's allowlist, one operator and one approver, and the
 * console's localnet build opens its local test wallet with them, so one person can try the
 * two-person rule on this machine. Seeds 'suil-localnet console operator v1' and '... approver v1'.
 */
export const DEV_CONSOLE_ACCOUNTS = [
  {
    role: 'operator',
    secretKeyHex: '0dffded9596bd179672345190b01cab1a8731738780c824db5f9eaf4577d1896',
    address: '0x7db3ee9d272c5b65c3ca7dde4a9572d1c7cb38565e981f0c756371c428e4ab6b',
  },
  {
    role: 'approver',
    secretKeyHex: '54619d5adab4adae670fd50739f67887e40a79dca33fd7ac61f8524f01030fd6',
    address: '0xd5378a6595594440a94f758f84f8e251050d6fd8bbe2b529169e2c5062e5df67',
  },
] as const;

export function devOperatorKeypair(): Ed25519Keypair {
  return Ed25519Keypair.fromSecretKey(fromHex(DEV_OPERATOR_SECRET_KEY_HEX));
}

export function devRootKeypair(): Ed25519Keypair {
  return Ed25519Keypair.fromSecretKey(fromHex(DEV_ROOT_SECRET_KEY_HEX));
}

export function devSponsorKeypair(): Ed25519Keypair {
  return Ed25519Keypair.fromSecretKey(fromHex(DEV_SPONSOR_SECRET_KEY_HEX));
}
