// Runs before any of the console's modules: admin/index.html loads it first, as a classic script
// from the console's own origin (its CSP allows neither inline scripts nor eval). zod reads this
// setting when it loads, whichever chunk brings it: it then builds its parsers without compiling
// code and never probes `Function('')`, which the CSP would block and report. The app sets the
// same in its boot script (src/app/boot-script.ts).
globalThis.__zod_globalConfig = { jitless: true };
