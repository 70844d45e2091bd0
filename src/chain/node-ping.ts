// The node test's request (docs/product.md §1) without the Sui SDK: the home screen of a visitor
// with no wallet loads no SDK (issue 37), and a test of every node must not wait for ~70 kB of
// it. One unary gRPC-web call, LedgerService.GetServiceInfo with its empty request, framed as the
// SDK's transport frames it (@protobuf-ts/grpcweb-transport); the lightest call every full node
// answers. The answer is not decoded: the test only needs the node to have answered with OK.

/** The call's path under the node's base URL (`/<package>.<Service>/<Method>`, as gRPC names it). */
export const SERVICE_INFO_PATH = '/sui.rpc.v2.LedgerService/GetServiceInfo';

/** An empty request in one data frame: the frame type (0, data) and a length of 0 (4 bytes). */
const EMPTY_REQUEST = new Uint8Array(5);

const DATA_FRAME = 0x00;
const TRAILER_FRAME = 0x80;

/**
 * The gRPC status of a gRPC-web answer: the `grpc-status` header (a trailers-only answer),
 * otherwise the trailer frame's; undefined when the answer carries none (not a gRPC server).
 * `hasMessage`: whether a data frame came before it.
 */
export function readGrpcWebStatus(headers: Headers, body: Uint8Array): { status: number | undefined; hasMessage: boolean } {
  const header = headers.get('grpc-status');
  let status = header === null ? undefined : Number(header);
  let hasMessage = false;
  for (let at = 0; at + 5 <= body.length; ) {
    const type = body[at]!;
    const length = new DataView(body.buffer, body.byteOffset + at + 1, 4).getUint32(0);
    const payload = body.subarray(at + 5, at + 5 + length);
    if (type === DATA_FRAME) hasMessage = true;
    if (type === TRAILER_FRAME) {
      const match = /(?:^|\r\n)grpc-status:\s*(\d+)/i.exec(new TextDecoder('latin1').decode(payload));
      if (match) status = Number(match[1]);
    }
    at += 5 + length;
  }
  return { status, hasMessage };
}

/** Asks the node at `url` for its service info; rejects unless it answered OK with a message. */
export async function pingNode(url: string, signal?: AbortSignal): Promise<void> {
  const response = await fetch(`${url.replace(/\/+$/, '')}${SERVICE_INFO_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/grpc-web+proto', 'X-Grpc-Web': '1' },
    body: EMPTY_REQUEST,
    signal,
  });
  if (!response.ok) throw new Error(`node answered HTTP ${response.status}`);
  const { status, hasMessage } = readGrpcWebStatus(response.headers, new Uint8Array(await response.arrayBuffer()));
  if (status !== 0 || !hasMessage) throw new Error(`node answered gRPC status ${status ?? 'none'}`);
}
