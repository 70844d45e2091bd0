// The app's ONE Sui client. Its transport reads the user's chosen node on every call, so a
// node switch on the home page takes effect on the next request without a reload and
// without a new client (dApp Kit and react-query keep their single instance).
import { GrpcWebFetchTransport, SuiGrpcClient, type GrpcWebOptions } from '@mysten/sui/grpc';
import { env } from '../config/env';
import { useSettingsStore } from '../stores/settings';

type MergedOptions = ReturnType<GrpcWebFetchTransport['mergeOptions']>;

/** A gRPC-web transport whose base URL is looked up per call rather than fixed at creation. */
export class FollowingNodeTransport extends GrpcWebFetchTransport {
  readonly #currentBaseUrl: () => string;

  constructor(currentBaseUrl: () => string, options: Omit<GrpcWebOptions, 'baseUrl'> = {}) {
    super({ ...options, baseUrl: currentBaseUrl() });
    this.#currentBaseUrl = currentBaseUrl;
  }

  // Every generated service method calls mergeOptions before unary/serverStreaming.
  override mergeOptions(options?: Partial<MergedOptions>): MergedOptions {
    return { ...super.mergeOptions(options), baseUrl: this.#currentBaseUrl() };
  }
}

let client: SuiGrpcClient | undefined;

export function getSuiClient(): SuiGrpcClient {
  client ??= new SuiGrpcClient({
    network: env.network,
    transport: new FollowingNodeTransport(() => useSettingsStore.getState().nodeUrl),
  });
  return client;
}
