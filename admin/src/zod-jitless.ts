// The console's CSP allows no eval, so zod must build its parsers without compiling code: it
// would otherwise probe with `Function('')` when each object schema is built, which the policy
// blocks and reports. Imported first by main.tsx, before any schema exists.
import { z } from 'zod';

z.config({ jitless: true });
