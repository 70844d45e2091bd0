// The ONE place that reads import.meta.env. A missing or malformed value throws here, at
// start-up, so a misconfigured deploy fails loudly instead of sending calls to wrong objects.
import { parseEnv, type AppEnv } from './parse-env';

export type { AppEnv, SuiNetwork } from './parse-env';

export const env: AppEnv = parseEnv(import.meta.env);
