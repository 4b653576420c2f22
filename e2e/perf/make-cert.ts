// `pnpm --silent perf:cert`: a throwaway self-signed certificate for localhost (valid two days, files in a temporary
// folder), printed as the two variables that make the server, and perf's monolith server, speak HTTPS + HTTP/2:
//   export $(npx -y pnpm@10.34.9 --silent perf:cert)
import { createSelfSignedCert } from '@memory/server/testing/self-signed-cert';

const cert = await createSelfSignedCert();
console.log(`TLS_CERT_FILE=${cert.certFile} TLS_KEY_FILE=${cert.keyFile}`);
