// A throwaway self-signed certificate for localhost, for tests and the perf script that run the server over HTTPS
// (TLS_CERT_FILE / TLS_KEY_FILE). Made at run time with the `selfsigned` library (pure JavaScript, so a machine with
// only Node and npm can run the tests), so no key is ever committed; valid two days, for localhost, 127.0.0.1 and ::1.
// Nothing here is product code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface SelfSignedCert {
  certFile: string;
  keyFile: string;
  /** PEM text of the certificate (a client's `ca` to trust it) and of the key. */
  cert: string;
  key: string;
  /** Deletes the files. */
  remove(): void;
}

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

export async function createSelfSignedCert(): Promise<SelfSignedCert> {
  const now = new Date();
  // P-256: generated in milliseconds (an RSA key takes a noticeable moment), and every TLS client accepts it.
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + TWO_DAYS_MS),
    extensions: [
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }, { type: 7, ip: '::1' }] },
    ],
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'memory-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  return {
    certFile,
    keyFile,
    cert: pems.cert,
    key: pems.private,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
