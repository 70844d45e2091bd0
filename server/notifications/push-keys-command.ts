// `npm run server:push-keys`: makes a VAPID key pair for Web Push and prints it as the two
// environment variables every instance of the server takes (server/README.md, "Notifications").
// Nothing is stored: put the lines in the servers' environment (the private key in your secret
// store). A new pair makes every browser's subscription useless (the app subscribes again when
// the public key it is given changes), so make one once per deployment.
import { pathToFileURL } from 'node:url';
import { generateVapidKeys } from './vapid.ts';

export function pushKeysLines(): string[] {
  const { publicKey, privateKey } = generateVapidKeys();
  return [
    '# Web Push (VAPID) keys: give every server instance both, and PUSH_VAPID_SUBJECT (mailto: or https:)',
    `PUSH_VAPID_PUBLIC_KEY=${publicKey}`,
    `PUSH_VAPID_PRIVATE_KEY=${privateKey}`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.length > 2) {
    console.error('usage: npm run server:push-keys (no arguments): prints a new VAPID key pair');
    process.exitCode = 2;
  } else {
    for (const line of pushKeysLines()) console.log(line);
  }
}
