// A throwaway self-signed certificate for localhost, for tests and the perf script that run the server over HTTPS
// (TLS_CERT_FILE / TLS_KEY_FILE). Made at run time with the openssl command line, so no key is ever committed;
// valid two days, for localhost, 127.0.0.1 and ::1. Nothing here is product code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SelfSignedCert {
  certFile: string;
  keyFile: string;
  /** PEM text of the certificate (a client's `ca` to trust it) and of the key. */
  cert: string;
  key: string;
  /** Deletes the files. */
  remove(): void;
}

export function createSelfSignedCert(): SelfSignedCert {
  const dir = mkdtempSync(path.join(tmpdir(), 'memory-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  try {
    // P-256: generated in milliseconds (an RSA key takes a noticeable moment), and every TLS client accepts it.
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
        '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
        '-keyout', keyFile, '-out', certFile,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`a self-signed certificate needs the openssl command (Debian: apt-get install openssl): ${(error as Error).message}`, { cause: error });
  }
  return {
    certFile,
    keyFile,
    cert: readFileSync(certFile, 'utf8'),
    key: readFileSync(keyFile, 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
