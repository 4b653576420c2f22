// perf over HTTPS (BASE_URL=https://…, the server started with TLS_CERT_FILE / TLS_KEY_FILE): what the browsers and
// the monolith server need to measure HTTP/2 like a real deployment.
//
// The certificate is a throwaway self-signed one. Chromium is told to treat it as valid by its public key
// (--ignore-certificate-errors-spki-list, honoured with a --user-data-dir, which Playwright and chrome-launcher
// always pass) rather than only to click through the error: Chromium's HTTP cache does not keep responses that came
// with a certificate error, and the prerendered pages run the scripts they prefetched from that cache. The
// Playwright contexts also ignore HTTPS errors, in case the pin does not match (a certificate perf could not read).
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import tls from 'node:tls';
import { createSelfSignedCert } from '@memory/server/testing/self-signed-cert';

export interface PerfTls {
  /** The monolith server's certificate and key (null: plain HTTP, as the federated server). */
  monolith: { cert: string | Buffer; key: string | Buffer } | null;
  /** Chromium flags that make it accept the two servers' certificates. */
  chromiumArgs: string[];
  dispose(): void;
}

/** sha256 of a certificate's SubjectPublicKeyInfo, base64: Chromium's certificate pin format. */
const spkiPin = (certificate: X509Certificate) => createHash('sha256').update(certificate.publicKey.export({ type: 'spki', format: 'der' })).digest('base64');

/** The certificate a TLS server presents (not verified: it is the local server perf measures). */
async function certificateOf(origin: string): Promise<X509Certificate | null> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = tls.connect({ host: hostname, port: Number(port || 443), servername: hostname, rejectUnauthorized: false, ALPNProtocols: ['h2', 'http/1.1'] }, () => {
      resolve(socket.getPeerX509Certificate() ?? null);
      socket.end();
    });
    socket.on('error', () => resolve(null));
  });
}

export async function perfTls(baseUrl: string): Promise<PerfTls> {
  if (!baseUrl.startsWith('https:')) return { monolith: null, chromiumArgs: [], dispose: () => undefined };
  // The same certificate as the federated server when perf runs with its environment; else a throwaway one.
  const certFile = process.env.TLS_CERT_FILE;
  const keyFile = process.env.TLS_KEY_FILE;
  const generated = certFile && keyFile ? null : await createSelfSignedCert();
  const monolith = generated ? { cert: generated.cert, key: generated.key } : { cert: readFileSync(certFile!), key: readFileSync(keyFile!) };
  const federated = await certificateOf(baseUrl);
  const pins = new Set([spkiPin(new X509Certificate(monolith.cert)), ...(federated ? [spkiPin(federated)] : [])]);
  return {
    monolith,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${[...pins].join(',')}`],
    dispose: () => generated?.remove(),
  };
}
