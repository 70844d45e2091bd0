// gRPC-web framing over plain HTTP/1.1: what a browser (and the SDK's GrpcWebFetchTransport)
// speaks to a Sui full node. Requests and responses are protobuf messages from the SDK's own
// generated types; this file only frames them (5-byte header per frame, a trailer frame with
// the status) and, for `application/grpc-web-text`, wraps the whole body in base64. A handler's
// error becomes the response's status in one place (toGrpcError).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IMessageType, PartialMessage } from '@protobuf-ts/runtime';
import { GrpcTypes } from '@mysten/sui/grpc';
import { TxRejected } from '../exec/types.ts';

/** gRPC status codes used by the node (google.rpc.Code). */
export const Code = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
} as const;

export class GrpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A server stream that stays open: messages are written as they come, until `close`. */
export interface LiveStream<T extends object = object> {
  live: AsyncIterable<T>;
  /** Called when the client goes away, to stop producing. */
  close(): void;
}

type Awaitable<T> = T | Promise<T>;
/** A unary method: one request, one response. */
interface Unary<I extends object, O extends object> {
  request: I;
  reply: Awaitable<PartialMessage<O>>;
}
/** A server-streaming method answered at once: every frame, ending with the QueryEnd frame. */
interface Listed<I extends object, O extends object> {
  request: I;
  reply: PartialMessage<O>[];
}
/** A server-streaming method that stays open (subscriptions). */
interface Live<I extends object, O extends object> {
  request: I;
  reply: LiveStream<PartialMessage<O>>;
}

/** The methods localnet serves, with the SDK's generated request and response messages. */
export interface Methods {
  'LedgerService/GetServiceInfo': Unary<GrpcTypes.GetServiceInfoRequest, GrpcTypes.GetServiceInfoResponse>;
  'LedgerService/GetObject': Unary<GrpcTypes.GetObjectRequest, GrpcTypes.GetObjectResponse>;
  'LedgerService/BatchGetObjects': Unary<GrpcTypes.BatchGetObjectsRequest, GrpcTypes.BatchGetObjectsResponse>;
  'LedgerService/GetTransaction': Unary<GrpcTypes.GetTransactionRequest, GrpcTypes.GetTransactionResponse>;
  'LedgerService/BatchGetTransactions': Unary<GrpcTypes.BatchGetTransactionsRequest, GrpcTypes.BatchGetTransactionsResponse>;
  'LedgerService/GetCheckpoint': Unary<GrpcTypes.GetCheckpointRequest, GrpcTypes.GetCheckpointResponse>;
  'LedgerService/GetEpoch': Unary<GrpcTypes.GetEpochRequest, GrpcTypes.GetEpochResponse>;
  'LedgerService/ListTransactions': Listed<GrpcTypes.ListTransactionsRequest, GrpcTypes.ListTransactionsResponse>;
  'LedgerService/ListEvents': Listed<GrpcTypes.ListEventsRequest, GrpcTypes.ListEventsResponse>;
  'LedgerService/ListCheckpoints': Listed<GrpcTypes.ListCheckpointsRequest, GrpcTypes.ListCheckpointsResponse>;
  'StateService/GetBalance': Unary<GrpcTypes.GetBalanceRequest, GrpcTypes.GetBalanceResponse>;
  'StateService/ListBalances': Unary<GrpcTypes.ListBalancesRequest, GrpcTypes.ListBalancesResponse>;
  'StateService/ListOwnedObjects': Unary<GrpcTypes.ListOwnedObjectsRequest, GrpcTypes.ListOwnedObjectsResponse>;
  'StateService/GetCoinInfo': Unary<GrpcTypes.GetCoinInfoRequest, GrpcTypes.GetCoinInfoResponse>;
  'StateService/ListDynamicFields': Unary<GrpcTypes.ListDynamicFieldsRequest, GrpcTypes.ListDynamicFieldsResponse>;
  'TransactionExecutionService/ExecuteTransaction': Unary<GrpcTypes.ExecuteTransactionRequest, GrpcTypes.ExecuteTransactionResponse>;
  'TransactionExecutionService/SimulateTransaction': Unary<GrpcTypes.SimulateTransactionRequest, GrpcTypes.SimulateTransactionResponse>;
  'MovePackageService/GetFunction': Unary<GrpcTypes.GetFunctionRequest, GrpcTypes.GetFunctionResponse>;
  'MovePackageService/GetDatatype': Unary<GrpcTypes.GetDatatypeRequest, GrpcTypes.GetDatatypeResponse>;
  'MovePackageService/GetPackage': Unary<GrpcTypes.GetPackageRequest, GrpcTypes.GetPackageResponse>;
  'MovePackageService/ListPackageVersions': Unary<GrpcTypes.ListPackageVersionsRequest, GrpcTypes.ListPackageVersionsResponse>;
  'NameService/LookupName': Unary<GrpcTypes.LookupNameRequest, GrpcTypes.LookupNameResponse>;
  'NameService/ReverseLookupName': Unary<GrpcTypes.ReverseLookupNameRequest, GrpcTypes.ReverseLookupNameResponse>;
  'SignatureVerificationService/VerifySignature': Unary<GrpcTypes.VerifySignatureRequest, GrpcTypes.VerifySignatureResponse>;
  'SubscriptionService/SubscribeCheckpoints': Live<GrpcTypes.SubscribeCheckpointsRequest, GrpcTypes.SubscribeCheckpointsResponse>;
  'SubscriptionService/SubscribeTransactions': Live<GrpcTypes.SubscribeTransactionsRequest, GrpcTypes.SubscribeTransactionsResponse>;
  'SubscriptionService/SubscribeEvents': Live<GrpcTypes.SubscribeEventsRequest, GrpcTypes.SubscribeEventsResponse>;
}

/** A handler of method `M`: its request message in, its response message (or frames) out. */
export type Handler<M extends keyof Methods> = (request: Methods[M]['request']) => Methods[M]['reply'];

/**
 * What the router stores: a handler with its method's types erased. It is only ever called with
 * a request decoded by that method's own request type, and its reply is encoded by the method's
 * response type, so the erasure is safe.
 */
type AnyHandler = (request: object) => Awaitable<object | object[] | LiveStream>;

function isLive(v: unknown): v is LiveStream {
  return !!v && typeof v === 'object' && 'live' in v;
}

interface MethodEntry {
  I: IMessageType<object>;
  O: IMessageType<object>;
  serverStreaming: boolean;
  handler?: AnyHandler;
}

/** The services a Sui full node exposes, by their package-qualified names. */
const SERVICES = [
  GrpcTypes.LedgerService,
  GrpcTypes.StateService,
  GrpcTypes.TransactionExecutionService,
  GrpcTypes.MovePackageService,
  GrpcTypes.NameService,
  GrpcTypes.SignatureVerificationService,
  GrpcTypes.SubscriptionService,
];

export class GrpcRouter {
  private readonly methods = new Map<string, MethodEntry>();

  constructor() {
    for (const service of SERVICES) {
      for (const m of service.methods) {
        this.methods.set(`${service.typeName}/${m.name}`, {
          I: m.I,
          O: m.O,
          serverStreaming: m.serverStreaming,
        });
      }
    }
  }

  /** Register a handler for `Service/Method`, e.g. `LedgerService/GetServiceInfo`. */
  on<M extends keyof Methods>(name: M, handler: Handler<M>): void {
    const entry = this.methods.get(`sui.rpc.v2.${name}`);
    if (!entry) throw new Error(`no such gRPC method ${name}`);
    entry.handler = handler as unknown as AnyHandler;
  }

  /** Whether this HTTP path names a gRPC method (served or not). */
  isGrpcPath(path: string): boolean {
    return /^\/[a-z0-9_.]+\.[A-Za-z0-9]+\/[A-Za-z0-9]+$/.test(path);
  }

  /** Writes each message of a live stream as its own frame (base64 per chunk for -text). */
  private async stream(path: string, result: LiveStream, entry: MethodEntry, text: boolean, responseType: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.writeHead(200, { 'content-type': responseType, 'grpc-accept-encoding': 'identity' });
    res.flushHeaders();
    const onClose = () => result.close();
    req.socket.once('close', onClose);
    res.once('close', onClose);
    const write = (bytes: Uint8Array) => res.write(text ? Buffer.from(bytes).toString('base64') : bytes);
    try {
      for await (const m of result.live) {
        if (res.destroyed) break;
        write(frame(0x00, entry.O.toBinary(m)));
      }
      if (!res.destroyed) {
        write(frame(0x80, TRAILER_OK));
        res.end();
      }
    } catch (e) {
      // The headers are out: the status goes in the trailer frame.
      const err = toGrpcError(e, path);
      if (!res.destroyed) {
        write(frame(0x80, Buffer.from(`grpc-status:${err.code}\r\ngrpc-message:${encodeURIComponent(err.message)}\r\n`, 'latin1')));
        res.end();
      }
    } finally {
      result.close();
    }
  }

  async handle(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim();
    const text = contentType === 'application/grpc-web-text' || contentType === 'application/grpc-web-text+proto';
    const binary = contentType === 'application/grpc-web' || contentType === 'application/grpc-web+proto';
    const responseType = text ? 'application/grpc-web-text+proto' : 'application/grpc-web+proto';
    const raw = await readBody(req);
    if (!text && !binary) {
      res.writeHead(415, { 'content-type': 'text/plain' });
      res.end('expected application/grpc-web-text or application/grpc-web+proto');
      return;
    }
    const entry = this.methods.get(path.slice(1));
    try {
      if (!entry || !entry.handler) throw new GrpcError(Code.UNIMPLEMENTED, `method ${path.slice(1)} is not served by localnet`);
      const body = text ? Buffer.from(Buffer.from(raw).toString('latin1'), 'base64') : raw;
      const message = readFirstFrame(body);
      let request: object;
      try {
        request = entry.I.fromBinary(message);
      } catch (e) {
        throw new GrpcError(Code.INVALID_ARGUMENT, `cannot decode request: ${(e as Error).message}`);
      }
      const result = await entry.handler(request);
      if (isLive(result)) {
        await this.stream(path, result, entry, text, responseType, req, res);
        return;
      }
      const messages = entry.serverStreaming ? (result as object[]) : [result];
      const frames: Uint8Array[] = messages.map((m) => frame(0x00, entry.O.toBinary(m)));
      frames.push(frame(0x80, TRAILER_OK));
      const payload = Buffer.concat(frames);
      res.writeHead(200, { 'content-type': responseType, 'grpc-accept-encoding': 'identity' });
      res.end(text ? payload.toString('base64') : payload);
    } catch (e) {
      const err = toGrpcError(e, path);
      // Trailers-only response: the status travels in the HTTP headers and the body is empty.
      res.writeHead(200, {
        'content-type': responseType,
        'grpc-status': String(err.code),
        'grpc-message': encodeURIComponent(err.message),
      });
      res.end();
    }
  }
}

/**
 * The one place a handler's error becomes a gRPC status: a GrpcError keeps its code, a
 * transaction the executor refuses (TxRejected) answers with the refusal's code and message,
 * anything else is a bug of the node: INTERNAL, and logged.
 */
function toGrpcError(e: unknown, path: string): GrpcError {
  if (e instanceof GrpcError) return e;
  if (e instanceof TxRejected) return new GrpcError(Code[e.code], e.message);
  console.error('localnet: internal error in', path, e);
  return new GrpcError(Code.INTERNAL, (e as Error)?.message ?? String(e));
}

const TRAILER_OK = Buffer.from('grpc-status:0\r\ngrpc-message:\r\n', 'latin1');

function readFirstFrame(body: Uint8Array): Uint8Array {
  if (body.length < 5) throw new GrpcError(Code.INVALID_ARGUMENT, 'missing gRPC-web data frame');
  if (body[0] !== 0) throw new GrpcError(Code.UNIMPLEMENTED, 'compressed or non-data request frames are not supported');
  const len = ((body[1] << 24) | (body[2] << 16) | (body[3] << 8) | body[4]) >>> 0;
  if (body.length < 5 + len) throw new GrpcError(Code.INVALID_ARGUMENT, 'truncated gRPC-web frame');
  return body.subarray(5, 5 + len);
}

function frame(kind: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + data.length);
  out[0] = kind;
  const len = data.length;
  out[1] = (len >>> 24) & 0xff;
  out[2] = (len >>> 16) & 0xff;
  out[3] = (len >>> 8) & 0xff;
  out[4] = len & 0xff;
  out.set(data, 5);
  return out;
}

export function readBody(req: IncomingMessage, limit = 16 * 1024 * 1024): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new GrpcError(Code.RESOURCE_EXHAUSTED, 'request too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
