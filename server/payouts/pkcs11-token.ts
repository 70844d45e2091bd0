// An Ed25519 key in a PKCS#11 token: an HSM in production (any whose module lists CKM_EDDSA),
// SoftHSM2 in tests and CI. The key signs inside the token (CKM_EDDSA) and is never read: it is
// made there sensitive and not extractable (or imported once, then every other copy deleted).
// server/README.md, "The signer", has the ceremony; the operator's commands call the functions
// at the end of this file.
//
// PKCS#11 calls block, except the signature itself (pkcs11js runs C_Sign on libuv's pool), so the
// event loop waits only while a key connects: at start, and after a failure, at most once a second.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PKCS11 } from 'pkcs11js';
import type { Pkcs11KeySettings, Pkcs11TokenSettings } from '../config.ts';
import { type KeySigner, SignerUnavailable, ed25519PublicKeyOf, verifyEd25519 } from './key-signer.ts';
import { log } from '../log.ts';

type Pkcs11Js = typeof import('pkcs11js');
type Handle = Buffer;

// PKCS#11 3.0 (pkcs11js names the 2.40 constants only).
export const CKK_EC_EDWARDS = 0x40;
export const CKM_EC_EDWARDS_KEY_PAIR_GEN = 0x1055;
export const CKM_EDDSA = 0x1057;
/** CKA_EC_PARAMS of Ed25519: the DER of its OID, 1.3.101.112. */
const ED25519_PARAMS = Buffer.from('06032b6570', 'hex');

const CKR = {
  generalError: 0x05,
  slotIdInvalid: 0x03,
  deviceError: 0x30,
  deviceRemoved: 0x32,
  keyHandleInvalid: 0x60,
  objectHandleInvalid: 0x82,
  pinIncorrect: 0xa0,
  pinInvalid: 0xa1,
  pinLenRange: 0xa2,
  pinExpired: 0xa3,
  pinLocked: 0xa4,
  sessionClosed: 0xb0,
  sessionHandleInvalid: 0xb3,
  tokenNotPresent: 0xe0,
  tokenNotRecognized: 0xe1,
  userAlreadyLoggedIn: 0x100,
  userNotLoggedIn: 0x101,
  cryptokiNotInitialized: 0x190,
  cryptokiAlreadyInitialized: 0x191,
};
const PIN_ERRORS = new Set([CKR.pinIncorrect, CKR.pinInvalid, CKR.pinLenRange, CKR.pinExpired, CKR.pinLocked]);
const TOKEN_GONE = new Set([
  CKR.generalError, CKR.slotIdInvalid, CKR.deviceError, CKR.deviceRemoved, CKR.keyHandleInvalid, CKR.objectHandleInvalid, CKR.sessionClosed,
  CKR.sessionHandleInvalid, CKR.tokenNotPresent, CKR.tokenNotRecognized, CKR.userNotLoggedIn, CKR.cryptokiNotInitialized,
]);

/** How long a key that could not connect waits before it tries again (a PIN that failed is not tried again at all). */
export const RECONNECT_AFTER_MS = 1_000;

const codeOf = (error: unknown): number | null => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' && code > 0 ? code : null;
};

/** A PKCS#11 error as the reason a key cannot sign. */
export function tokenFailure(error: unknown, doing: string): SignerUnavailable {
  if (error instanceof SignerUnavailable) return error;
  const code = codeOf(error);
  const message = `${doing}: ${(error as Error).message}`;
  if (code !== null && PIN_ERRORS.has(code)) return new SignerUnavailable('pin_rejected', message);
  if (code !== null && TOKEN_GONE.has(code)) return new SignerUnavailable('token_unavailable', message);
  return new SignerUnavailable('token_error', message);
}

let binding: Pkcs11Js | null = null;

/** pkcs11js, loaded when a token is first used: a server signing with env keys never loads the addon. */
function pkcs11js(): Pkcs11Js {
  if (binding) return binding;
  try {
    binding = createRequire(import.meta.url)('pkcs11js') as Pkcs11Js;
  } catch (error) {
    throw new SignerUnavailable('module_unavailable', `the pkcs11js addon could not be loaded (npm ci builds it with node-gyp): ${(error as Error).message}`);
  }
  return binding;
}

/** A PKCS#11 module (one per path in a process: C_Initialize is the library's, not an object's). */
interface LoadedModule {
  path: string;
  lib: PKCS11;
  initialized: boolean;
  /** Moves on every C_Finalize: sessions opened before it are gone. */
  generation: number;
  /** Signatures running on the thread pool: the library is not finalized under them. */
  inFlight: number;
  resetWanted: boolean;
}

const modules = new Map<string, LoadedModule>();

function loadedModule(path: string): LoadedModule {
  let module = modules.get(path);
  if (!module) {
    const { PKCS11 } = pkcs11js();
    const lib = new PKCS11();
    try {
      lib.load(path);
    } catch (error) {
      throw new SignerUnavailable('module_unavailable', `the PKCS#11 module ${path} (PKCS11_MODULE) could not be loaded: ${(error as Error).message}`);
    }
    module = { path, lib, initialized: false, generation: 0, inFlight: 0, resetWanted: false };
    modules.set(path, module);
  }
  if (!module.initialized) {
    try {
      module.lib.C_Initialize({ flags: pkcs11js().CKF_OS_LOCKING_OK });
    } catch (error) {
      if (codeOf(error) !== CKR.cryptokiAlreadyInitialized) throw tokenFailure(error, `the PKCS#11 module ${path} did not initialize`);
    }
    module.initialized = true;
  }
  return module;
}

/**
 * Finalizes the module so that the next connection starts afresh (a token taken out and put
 * back, a module that lost its device). Never under a signature still running: then it is done
 * when that one returns.
 */
function resetModule(module: LoadedModule): void {
  if (module.inFlight > 0) {
    module.resetWanted = true;
    return;
  }
  module.resetWanted = false;
  if (!module.initialized) return;
  try {
    module.lib.C_Finalize();
  } catch {
    // Finalizing a library that lost its device may fail; it is initialized again either way.
  }
  module.initialized = false;
  module.generation++;
}

const slotNumber = (slot: Handle): bigint => (slot.length >= 8 ? slot.readBigUInt64LE(0) : BigInt(slot.readUInt32LE(0)));
const trimmed = (text: string) => text.replace(/[\s\0]+$/, '');

export interface TokenSlot {
  slot: Handle;
  slotId: bigint;
  label: string;
  serial: string;
}

/** The one slot whose token matches the settings (slot id, token label, or both). */
function findSlot(module: LoadedModule, token: Pkcs11TokenSettings): TokenSlot {
  let slots: Handle[];
  try {
    slots = module.lib.C_GetSlotList(true);
  } catch (error) {
    throw tokenFailure(error, 'the PKCS#11 module could not list its slots');
  }
  const found: TokenSlot[] = [];
  const seen: string[] = [];
  for (const slot of slots) {
    let info;
    try {
      info = module.lib.C_GetTokenInfo(slot);
    } catch {
      continue;
    }
    const candidate = { slot, slotId: slotNumber(slot), label: trimmed(info.label), serial: trimmed(info.serialNumber) };
    seen.push(`${candidate.slotId} "${candidate.label}"`);
    if (token.slot !== null && candidate.slotId !== token.slot) continue;
    if (token.tokenLabel !== null && candidate.label !== token.tokenLabel) continue;
    found.push(candidate);
  }
  const wanted = [token.slot !== null ? `slot ${token.slot}` : null, token.tokenLabel !== null ? `label "${token.tokenLabel}"` : null].filter(Boolean).join(' and ');
  if (found.length === 0) {
    throw new SignerUnavailable('token_unavailable', `no token with ${wanted} in ${module.path} (tokens present: ${seen.length ? seen.join(', ') : 'none'})`);
  }
  if (found.length > 1) throw new SignerUnavailable('token_error', `${found.length} tokens with ${wanted}: name the slot (PKCS11_SLOT)`);
  return found[0]!;
}

/** The user PIN: the first line of PKCS11_PIN_FILE. */
export function readPin(pinFile: string): string {
  let text: string;
  try {
    text = readFileSync(pinFile, 'utf8');
  } catch (error) {
    throw new SignerUnavailable('pin_rejected', `the PIN file ${pinFile} (PKCS11_PIN_FILE) could not be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const pin = text.split(/\r?\n/)[0]!;
  if (!pin) throw new SignerUnavailable('pin_rejected', `the PIN file ${pinFile} (PKCS11_PIN_FILE) is empty`);
  return pin;
}

const warnedPinFiles = new Set<string>();

/** Whether others than the file's owner may read the PIN file (said once, loudly). */
function warnOfOpenPinFile(pinFile: string): void {
  if (warnedPinFiles.has(pinFile)) return;
  warnedPinFiles.add(pinFile);
  try {
    if ((statSync(pinFile).mode & 0o077) !== 0) log.warn({ pinFile }, `the PIN file ${pinFile} can be read by others than its owner: chmod 600 it`);
  } catch {
    // readPin says why it cannot be read.
  }
}

interface Session {
  module: LoadedModule;
  generation: number;
  handle: Handle;
  slot: TokenSlot;
}

/**
 * PINs a token refused, by PIN file (a hash, never the PIN): not offered again until the file
 * changes, since a token locks its user after a few wrong PINs.
 */
const refusedPins = new Map<string, string>();
const pinHash = (pin: string) => createHash('sha256').update(pin).digest('hex');

/** Opens a session on the token and logs the user in. */
function openSession(settings: Pkcs11TokenSettings, options: { readWrite: boolean }): Session {
  const module = loadedModule(settings.module);
  const slot = findSlot(module, settings);
  const js = pkcs11js();
  const pin = readPin(settings.pinFile);
  if (refusedPins.get(settings.pinFile) === pinHash(pin)) {
    throw new SignerUnavailable('pin_rejected', `the token refused the PIN in ${settings.pinFile}; it is not offered again until the file changes (a token locks after a few wrong PINs)`);
  }
  let handle: Handle;
  try {
    handle = module.lib.C_OpenSession(slot.slot, js.CKF_SERIAL_SESSION | (options.readWrite ? js.CKF_RW_SESSION : 0));
  } catch (error) {
    throw tokenFailure(error, `could not open a session on token "${slot.label}"`);
  }
  try {
    module.lib.C_Login(handle, js.CKU_USER, pin);
  } catch (error) {
    // Another session of this process already logged in to the token: the login is shared.
    if (codeOf(error) !== CKR.userAlreadyLoggedIn) {
      closeSession(module, handle);
      const failure = tokenFailure(error, `token "${slot.label}" refused the login`);
      if (failure.reason === 'pin_rejected') refusedPins.set(settings.pinFile, pinHash(pin));
      throw failure;
    }
  }
  refusedPins.delete(settings.pinFile);
  return { module, generation: module.generation, handle, slot };
}

function closeSession(module: LoadedModule, handle: Handle): void {
  try {
    module.lib.C_CloseSession(handle);
  } catch {
    // Gone with its token already.
  }
}

function findObjects(session: Session, template: { type: number; value: number | boolean | string | Buffer }[]): Handle[] {
  const { lib } = session.module;
  try {
    lib.C_FindObjectsInit(session.handle, template);
    try {
      return lib.C_FindObjects(session.handle, 8);
    } finally {
      lib.C_FindObjectsFinal(session.handle);
    }
  } catch (error) {
    throw tokenFailure(error, 'could not search the token');
  }
}

function keyObjects(session: Session, label: string, keyClass: 'private' | 'public'): Handle[] {
  const js = pkcs11js();
  return findObjects(session, [
    { type: js.CKA_CLASS, value: keyClass === 'private' ? js.CKO_PRIVATE_KEY : js.CKO_PUBLIC_KEY },
    { type: js.CKA_LABEL, value: label },
  ]);
}

/** The raw 32 bytes of a CKA_EC_POINT: a DER OCTET STRING (SoftHSM2 and most HSMs) or the bare key. */
export function ed25519Point(value: Buffer): Uint8Array {
  if (value.length === 34 && value[0] === 0x04 && value[1] === 0x20) return new Uint8Array(value.subarray(2));
  if (value.length === 32) return new Uint8Array(value);
  throw new SignerUnavailable('token_error', `CKA_EC_POINT of ${value.length} bytes is not an Ed25519 public key`);
}

export interface KeyAttributes {
  sensitive: boolean;
  extractable: boolean;
  alwaysSensitive: boolean;
  neverExtractable: boolean;
  canSign: boolean;
}

function privateKeyAttributes(session: Session, key: Handle): KeyAttributes {
  const js = pkcs11js();
  const types = [js.CKA_SENSITIVE, js.CKA_EXTRACTABLE, js.CKA_ALWAYS_SENSITIVE, js.CKA_NEVER_EXTRACTABLE, js.CKA_SIGN];
  try {
    const values = session.module.lib.C_GetAttributeValue(session.handle, key, types.map((type) => ({ type })));
    const flag = (i: number) => values[i]?.value?.[0] === 1;
    return { sensitive: flag(0), extractable: flag(1), alwaysSensitive: flag(2), neverExtractable: flag(3), canSign: flag(4) };
  } catch (error) {
    throw tokenFailure(error, 'could not read the key\'s attributes');
  }
}

function keyType(session: Session, key: Handle): number | null {
  const js = pkcs11js();
  try {
    const [type] = session.module.lib.C_GetAttributeValue(session.handle, key, [{ type: js.CKA_KEY_TYPE }]);
    return type?.value && type.value.length >= 4 ? (type.value.length >= 8 ? Number(type.value.readBigUInt64LE(0)) : type.value.readUInt32LE(0)) : null;
  } catch {
    return null;
  }
}

export interface TokenKey {
  privateKey: Handle;
  publicKey: Uint8Array;
  attributes: KeyAttributes;
}

/**
 * The Ed25519 key pair labelled `label`: exactly one private key (sensitive, not extractable,
 * allowed to sign) and its public key object. `requireSafe`: refuse a private key the token
 * would let out.
 */
function findKey(session: Session, label: string, requireSafe: boolean): TokenKey {
  const privates = keyObjects(session, label, 'private');
  if (privates.length === 0) throw new SignerUnavailable('key_missing', `token "${session.slot.label}" has no private key labelled "${label}" (npm run server:signer-create-key)`);
  if (privates.length > 1) throw new SignerUnavailable('token_error', `token "${session.slot.label}" has ${privates.length} private keys labelled "${label}": keep one`);
  const privateKey = privates[0]!;
  if (keyType(session, privateKey) !== CKK_EC_EDWARDS) throw new SignerUnavailable('key_missing', `the key labelled "${label}" is not an Ed25519 (CKK_EC_EDWARDS) key`);
  const attributes = privateKeyAttributes(session, privateKey);
  if (requireSafe && (!attributes.sensitive || attributes.extractable)) {
    throw new SignerUnavailable('key_unsafe', `the key labelled "${label}" can leave the token (sensitive ${attributes.sensitive}, extractable ${attributes.extractable}): make it again with server:signer-create-key`);
  }
  if (!attributes.canSign) throw new SignerUnavailable('key_unsafe', `the key labelled "${label}" is not allowed to sign (CKA_SIGN)`);
  const publics = keyObjects(session, label, 'public');
  if (publics.length !== 1) throw new SignerUnavailable('key_missing', `token "${session.slot.label}" has ${publics.length} public keys labelled "${label}" (one is needed to know the key's address)`);
  let point: Buffer;
  try {
    point = session.module.lib.C_GetAttributeValue(session.handle, publics[0]!, [{ type: pkcs11js().CKA_EC_POINT }])[0]!.value;
  } catch (error) {
    throw tokenFailure(error, 'could not read the public key');
  }
  return { privateKey, publicKey: ed25519Point(point), attributes };
}

function signOnce(session: Session, key: Handle, message: Uint8Array): Uint8Array {
  const { lib } = session.module;
  lib.C_SignInit(session.handle, { mechanism: CKM_EDDSA }, key);
  return new Uint8Array(lib.C_Sign(session.handle, Buffer.from(message), Buffer.alloc(64)));
}

/**
 * What a key connecting signs, and checks against its public key: a private key that does not
 * match its public one is refused. Its length (58 bytes) is neither a voucher's (80: bcs of
 * WithdrawVoucher) nor a transaction digest's (32), so its signature can pay nothing.
 */
const SELF_TEST = Buffer.from('suil signer self-test: this key signs what it says it does');

/** A key in a token, connected on first use and again after a failure. */
export class Pkcs11KeySigner implements KeySigner {
  readonly kind = 'pkcs11' as const;
  private readonly settings: Pkcs11KeySettings;
  private session: (Session & { key: TokenKey }) | null = null;
  /** The public key first read: a later connection that finds another key is refused. */
  private known: Uint8Array | null = null;
  private lastFailure: { error: SignerUnavailable; at: number } | null = null;

  constructor(settings: Pkcs11KeySettings) {
    this.settings = settings;
  }

  publicKey(): Uint8Array {
    return this.connect().key.publicKey;
  }

  knownPublicKey(): Uint8Array | null {
    return this.known;
  }

  private connect(): Session & { key: TokenKey } {
    const current = this.session;
    if (current && current.generation === current.module.generation && current.module.initialized) return current;
    this.session = null;
    if (this.lastFailure && Date.now() - this.lastFailure.at < RECONNECT_AFTER_MS) throw this.lastFailure.error;
    let opened: Session | null = null;
    try {
      warnOfOpenPinFile(this.settings.pinFile);
      opened = openSession(this.settings, { readWrite: false });
      const key = findKey(opened, this.settings.keyLabel, true);
      if (this.known && Buffer.compare(Buffer.from(this.known), Buffer.from(key.publicKey)) !== 0) {
        throw new SignerUnavailable('key_mismatch', `the key labelled "${this.settings.keyLabel}" is not the one this server started with (${Buffer.from(this.known).toString('hex')})`);
      }
      let selfTest: Uint8Array;
      try {
        selfTest = signOnce(opened, key.privateKey, SELF_TEST);
      } catch (error) {
        throw tokenFailure(error, `the key labelled "${this.settings.keyLabel}" could not sign (does the module offer CKM_EDDSA?)`);
      }
      if (!verifyEd25519(key.publicKey, SELF_TEST, selfTest)) {
        throw new SignerUnavailable('key_mismatch', `the private key labelled "${this.settings.keyLabel}" does not match its public key`);
      }
      this.known = key.publicKey;
      this.lastFailure = null;
      this.session = { ...opened, key };
      return this.session;
    } catch (error) {
      const failure = tokenFailure(error, `the key labelled "${this.settings.keyLabel}" could not be used`);
      if (opened) closeSession(opened.module, opened.handle);
      // A token that vanished leaves the module holding nothing useful: start it afresh next time.
      if (failure.reason === 'token_unavailable' || failure.reason === 'token_error') {
        const module = modules.get(this.settings.module);
        if (module) resetModule(module);
      }
      this.lastFailure = { error: failure, at: Date.now() };
      throw failure;
    }
  }

  async sign(message: Uint8Array): Promise<Uint8Array> {
    const session = this.connect();
    const { module } = session;
    module.inFlight++;
    try {
      module.lib.C_SignInit(session.handle, { mechanism: CKM_EDDSA }, session.key.privateKey);
      return new Uint8Array(await module.lib.C_SignAsync(session.handle, Buffer.from(message), Buffer.alloc(64)));
    } catch (error) {
      const failure = tokenFailure(error, `the token did not sign with the key labelled "${this.settings.keyLabel}"`);
      this.session = null;
      closeSession(module, session.handle);
      module.resetWanted = true;
      this.lastFailure = { error: failure, at: Date.now() };
      throw failure;
    } finally {
      module.inFlight--;
      if (module.resetWanted) resetModule(module);
    }
  }

  close(): void {
    const session = this.session;
    this.session = null;
    if (session && session.generation === session.module.generation) closeSession(session.module, session.handle);
  }
}

/** Ends every PKCS#11 module of the process (shutdown; tests). */
export function finalizeTokens(): void {
  for (const module of modules.values()) resetModule(module);
}

// ---- The ceremony (server/operator/cli.ts, server:signer-*): one session each, then closed.

function withSession<T>(token: Pkcs11TokenSettings, readWrite: boolean, run: (session: Session) => T): T {
  const session = openSession(token, { readWrite });
  try {
    return run(session);
  } finally {
    closeSession(session.module, session.handle);
  }
}

export interface TokenDescription {
  module: string;
  library: string;
  slotId: bigint;
  label: string;
  serial: string;
  /** The token's module lists CKM_EDDSA (sign) and CKM_EC_EDWARDS_KEY_PAIR_GEN (create a key inside). */
  mechanisms: { eddsa: boolean; edwardsKeyGen: boolean };
}

export function describeToken(token: Pkcs11TokenSettings): TokenDescription {
  return withSession(token, false, (session) => {
    const { lib } = session.module;
    const mechanisms = lib.C_GetMechanismList(session.slot.slot);
    const info = lib.C_GetInfo();
    return {
      module: token.module,
      library: `${trimmed(info.manufacturerID)} ${trimmed(info.libraryDescription)} ${info.libraryVersion.major}.${info.libraryVersion.minor}`,
      slotId: session.slot.slotId,
      label: session.slot.label,
      serial: session.slot.serial,
      mechanisms: { eddsa: mechanisms.includes(CKM_EDDSA), edwardsKeyGen: mechanisms.includes(CKM_EC_EDWARDS_KEY_PAIR_GEN) },
    };
  });
}

/** The key pair labelled `label`, its attributes, and whether it signs what its public key verifies. */
export function inspectKey(settings: Pkcs11KeySettings): TokenKey & { signs: boolean } {
  return withSession(settings, false, (session) => {
    const key = findKey(session, settings.keyLabel, false);
    let signs = false;
    try {
      signs = verifyEd25519(key.publicKey, SELF_TEST, signOnce(session, key.privateKey, SELF_TEST));
    } catch {
      signs = false;
    }
    return { ...key, signs };
  });
}

function refuseExisting(session: Session, label: string): void {
  if (keyObjects(session, label, 'private').length > 0 || keyObjects(session, label, 'public').length > 0) {
    throw new SignerUnavailable('token_error', `token "${session.slot.label}" already has a key labelled "${label}": it is never replaced (choose another label, or delete it with the vendor's tool first)`);
  }
}

function privateTemplate(label: string) {
  const js = pkcs11js();
  return [
    { type: js.CKA_CLASS, value: js.CKO_PRIVATE_KEY },
    { type: js.CKA_KEY_TYPE, value: CKK_EC_EDWARDS },
    { type: js.CKA_LABEL, value: label },
    { type: js.CKA_TOKEN, value: true },
    { type: js.CKA_PRIVATE, value: true },
    { type: js.CKA_SENSITIVE, value: true },
    { type: js.CKA_EXTRACTABLE, value: false },
    { type: js.CKA_SIGN, value: true },
  ];
}

function publicTemplate(label: string) {
  const js = pkcs11js();
  return [
    { type: js.CKA_CLASS, value: js.CKO_PUBLIC_KEY },
    { type: js.CKA_KEY_TYPE, value: CKK_EC_EDWARDS },
    { type: js.CKA_LABEL, value: label },
    { type: js.CKA_TOKEN, value: true },
    { type: js.CKA_PRIVATE, value: false },
    { type: js.CKA_VERIFY, value: true },
    { type: js.CKA_EC_PARAMS, value: ED25519_PARAMS },
  ];
}

/** Makes a new Ed25519 key pair inside the token (CKM_EC_EDWARDS_KEY_PAIR_GEN): its secret never exists outside it. */
export function createTokenKey(settings: Pkcs11KeySettings): TokenKey {
  return withSession(settings, true, (session) => {
    refuseExisting(session, settings.keyLabel);
    try {
      // The curve goes on the public template only: the token sets the private key's from it.
      session.module.lib.C_GenerateKeyPair(session.handle, { mechanism: CKM_EC_EDWARDS_KEY_PAIR_GEN }, publicTemplate(settings.keyLabel), privateTemplate(settings.keyLabel));
    } catch (error) {
      throw tokenFailure(error, 'the token could not make an Ed25519 key pair (does its module list CKM_EC_EDWARDS_KEY_PAIR_GEN?)');
    }
    return findKey(session, settings.keyLabel, true);
  });
}

/**
 * Puts an existing 32-byte Ed25519 secret into the token, once: the private key sensitive and
 * not extractable from then on, and its public key beside it. Every other copy of the secret is
 * then to be deleted (server/README.md, "The key ceremony").
 */
export function importTokenKey(settings: Pkcs11KeySettings, secret: Uint8Array): TokenKey {
  if (secret.length !== 32) throw new Error('an Ed25519 secret is 32 bytes');
  const publicKey = ed25519PublicKeyOf(secret);
  return withSession(settings, true, (session) => {
    refuseExisting(session, settings.keyLabel);
    const { lib } = session.module;
    const js = pkcs11js();
    try {
      lib.C_CreateObject(session.handle, [...privateTemplate(settings.keyLabel), { type: js.CKA_EC_PARAMS, value: ED25519_PARAMS }, { type: js.CKA_VALUE, value: Buffer.from(secret) }]);
      lib.C_CreateObject(session.handle, [...publicTemplate(settings.keyLabel), { type: js.CKA_EC_POINT, value: Buffer.concat([Buffer.from([0x04, 0x20]), publicKey]) }]);
    } catch (error) {
      throw tokenFailure(error, 'the token did not take the key');
    }
    const key = findKey(session, settings.keyLabel, true);
    if (!verifyEd25519(publicKey, SELF_TEST, signOnce(session, key.privateKey, SELF_TEST))) {
      throw new SignerUnavailable('key_mismatch', 'the imported key does not sign as its secret would: check the token\'s Ed25519 support');
    }
    return key;
  });
}
